import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { seedPlayer } from '../../seed/players.js';
import { createSeededDatabase } from '../../testing/seeded-database.js';
import type { Db } from '../database.js';
import { playerBansMigration } from './0026-player-bans.js';

/**
 * 0026 makes every ban recorded on the account (`users.banned_at`, `ban_reason`) an open `player_bans` row with that
 * reason in both languages, by nobody; and a player has at most one open ban.
 */
describe('migration 0026: player bans from users.banned_at', () => {
  let db: Db;
  const id = (key: string) => seedPlayer(key).id;
  const bannedAt = new Date('2026-01-02T03:04:05.000Z');

  before(async () => {
    ({ db } = await createSeededDatabase());
    // Back to the schema before 0026, with the seeded ban and one without a reason.
    await playerBansMigration.down!(db as never);
    await db
      .updateTable('users')
      .set({ banned_at: bannedAt, ban_reason: '  ' })
      .where('id', '=', id('nour'))
      .execute();
    await playerBansMigration.up(db as never);
  });
  after(() => db.destroy());

  test('each ban on an account is an open ban with its reason in both languages, made by nobody', async () => {
    const rows = await db
      .selectFrom('player_bans')
      .select(['user_id', 'reason_en', 'reason_ar', 'ends_at', 'created_by', 'created_at', 'lifted_at'])
      .orderBy('reason_en')
      .execute();
    const cheater = await db
      .selectFrom('users')
      .select('banned_at')
      .where('id', '=', id('cheater'))
      .executeTakeFirstOrThrow();
    assert.deepEqual(rows, [
      {
        user_id: id('nour'),
        reason_en: 'No reason provided',
        reason_ar: 'No reason provided',
        ends_at: null,
        created_by: null,
        created_at: bannedAt,
        lifted_at: null,
      },
      {
        user_id: id('cheater'),
        reason_en: 'Use of third-party cheating software',
        reason_ar: 'Use of third-party cheating software',
        ends_at: null,
        created_by: null,
        created_at: cheater.banned_at,
        lifted_at: null,
      },
    ]);
  });

  test('a second open ban of a player, or an end before the ban, is refused by the table', async () => {
    await assert.rejects(
      db
        .insertInto('player_bans')
        .values({ user_id: id('nour'), reason_en: 'x', reason_ar: 'y' })
        .execute(),
      /duplicate key/,
    );
    await assert.rejects(
      db
        .insertInto('player_bans')
        .values({
          user_id: id('falcon'),
          reason_en: 'x',
          reason_ar: 'y',
          created_at: bannedAt,
          ends_at: new Date(bannedAt.getTime() - 1),
        })
        .execute(),
      /check constraint/,
    );
  });
});
