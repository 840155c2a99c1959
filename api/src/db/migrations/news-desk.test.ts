import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { seedPlayer } from '../../seed/players.js';
import { createSeededDatabase } from '../../testing/seeded-database.js';
import type { Db } from '../database.js';
import { newsDeskMigration } from './0027-news-desk.js';

/**
 * 0027 publishes every post that existed before the news desk (as of its creation) and any post written without
 * saying otherwise; the desk writes its drafts with null times. It adds `news-cover` to the upload purposes it finds.
 * Going back removes what nothing would hide any more: drafts, scheduled posts and covers.
 */
describe('migration 0027: the news desk’s posts', () => {
  let db: Db;
  const cover = sql`insert into uploads (owner_user_id, content_type, extension, bytes, byte_size, purpose)
    values (${seedPlayer('editor').id}, 'image/png', 'png', ${Buffer.from('x')}, 1, 'news-cover')`;

  before(async () => {
    ({ db } = await createSeededDatabase());
    await newsDeskMigration.down!(db as never);
    await newsDeskMigration.up(db as never);
  });
  after(() => db.destroy());

  test('existing posts are published as of their creation', async () => {
    const rows = await db.selectFrom('posts').select(['created_at', 'publish_at', 'published_at']).execute();
    assert.ok(rows.length >= 8);
    for (const row of rows) {
      assert.deepEqual(row.publish_at, row.created_at);
      assert.deepEqual(row.published_at, row.created_at);
    }
  });

  test('a post inserted without a word is public; only a post with a publish time may be published', async () => {
    const { rows } = await sql<{ published: boolean }>`insert into posts (slug, cover_image)
      values ('migration-test', '/static/news/x.svg') returning published_at is not null as published`.execute(
      db,
    );
    assert.deepEqual(rows, [{ published: true }]);
    await assert.rejects(
      sql`update posts set publish_at = null where slug = 'migration-test'`.execute(db),
      /check constraint/,
    );
    await sql`insert into posts (slug, cover_image, publish_at, published_at)
      values ('migration-draft', null, null, null)`.execute(db);
  });

  test('uploads take the news-cover purpose and keep the others; going back drops drafts and covers', async () => {
    await cover.execute(db);
    await sql`insert into uploads (owner_user_id, content_type, extension, bytes, byte_size, purpose)
      values (${seedPlayer('organizer').id}, 'image/png', 'png', ${Buffer.from('x')}, 1, 'tournament-poster')`.execute(
      db,
    );
    await newsDeskMigration.down!(db as never);
    const slugs = (await db.selectFrom('posts').select('slug').execute()).map((row) => row.slug);
    assert.ok(slugs.includes('migration-test') && !slugs.includes('migration-draft'));
    await assert.rejects(cover.execute(db), /check constraint/);
    const { rows } = await sql<{ count: number }>`select count(*)::int as count from uploads
      where purpose = 'tournament-poster'`.execute(db);
    assert.equal(rows[0]!.count, 1, 'the other purposes stay');

    await newsDeskMigration.up(db as never);
    await cover.execute(db);
  });
});
