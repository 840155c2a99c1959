import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { seedPlayer } from '../../seed/players.js';
import { createSeededDatabase } from '../../testing/seeded-database.js';
import type { Db } from '../database.js';
import { organizerConsoleMigration } from './0023-organizer-console.js';

/**
 * 0023 publishes every tournament that existed before the console (as of its creation) and any tournament written
 * without saying otherwise; the console's drafts say `published_at = null`. Going back removes what nothing would
 * hide any more: drafts, cancelled tournaments and their posters.
 */
describe('migration 0023: the organizer console’s tournaments', () => {
  let db: Db;

  before(async () => {
    ({ db } = await createSeededDatabase());
    await organizerConsoleMigration.down!(db as never);
    await organizerConsoleMigration.up(db as never);
  });
  after(() => db.destroy());

  test('existing tournaments are published as of their creation, need approval and keep their type text', async () => {
    const rows = await db
      .selectFrom('tournaments')
      .select(['created_at', 'published_at', 'cancelled_at', 'approval_required', 'capacity', 'structure'])
      .execute();
    assert.ok(rows.length > 10);
    for (const row of rows) {
      assert.deepEqual(row.published_at, row.created_at);
      assert.deepEqual(
        [row.cancelled_at, row.approval_required, row.capacity, row.structure],
        [null, true, null, null],
      );
    }
  });

  test('a tournament inserted without a word is public; a cancellation needs its reason', async () => {
    const { rows } = await sql<{
      published: boolean;
    }>`insert into tournaments (slug, name, description, poster,
        format, game_mode, type, tournament_type, region, prizepool_format, registration_open,
        registration_start_time, registration_closed_time, checking_time, starting_time, ends_at)
      values ('migration-test', '{"en":"X"}', '{"en":"X"}', '{"en":"x"}', '1vs1', 'Summoner''s Rift',
        'Swiss', 'bracket', 'me1', '0 USD', true, now(), now(), now(), now(), now())
      returning published_at is not null as published`.execute(db);
    assert.deepEqual(rows, [{ published: true }]);
    await assert.rejects(
      sql`update tournaments set cancelled_at = now() where slug = 'migration-test'`.execute(db),
      /check constraint/,
    );
    await assert.rejects(
      sql`update tournaments set capacity = 1 where slug = 'migration-test'`.execute(db),
      /check constraint/,
    );
  });

  test('uploads take the tournament-poster purpose; going back drops drafts, cancelled tournaments and posters', async () => {
    const upload = sql`insert into uploads (owner_user_id, content_type, extension, bytes, byte_size, purpose)
      values (${seedPlayer('organizer').id}, 'image/png', 'png', ${Buffer.from('x')}, 1, 'tournament-poster')`;
    await upload.execute(db);
    await sql`update tournaments set published_at = null where slug = 'migration-test'`.execute(db);
    await sql`update tournaments set cancelled_at = now(), cancel_reason = 'test'
      where slug = 'founders-cup'`.execute(db);
    const before = await db.selectFrom('tournaments').select('id').execute();

    await organizerConsoleMigration.down!(db as never);
    const slugs = (await db.selectFrom('tournaments').select('slug').execute()).map((row) => row.slug);
    assert.equal(slugs.length, before.length - 2);
    assert.ok(!slugs.includes('migration-test') && !slugs.includes('founders-cup'));
    await assert.rejects(upload.execute(db), /check constraint/);

    await organizerConsoleMigration.up(db as never);
    await upload.execute(db);
  });
});
