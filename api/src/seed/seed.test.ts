import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sql } from 'kysely';
import { createDatabase } from '../db/database.js';
import { MIGRATION_NAMES, migrateToLatest } from '../db/migrations/index.js';
import { seedId } from './ids.js';
import { FEATURED_PLAYERS } from './players.js';
import { SEED_TEAMS } from './teams.js';
import { isDatabaseEmpty, seedDatabase } from './seed.js';

describe('seed', () => {
  test('has every account the portal and QA rely on', () => {
    const riotIds = FEATURED_PLAYERS.map((player) => `${player.gameName}#${player.tagLine}`);
    for (const riotId of [
      'Falcon#MENA',
      'Layla#ARB',
      'Omar#KSA',
      'Sara#UAE',
      'Youssef#EGY',
      'Nour#JOR',
      'Lukas#EUW',
      'Emma#EUW',
      'ArenaAdmin#STAFF',
      'Cheater#BAN',
      'Newcomer#NEW',
    ]) {
      assert.ok(riotIds.includes(riotId), riotId);
    }
    const byName = (name: string) => FEATURED_PLAYERS.find((player) => player.gameName === name)!;
    assert.equal(byName('Lukas').region, 'euw1');
    assert.equal(byName('ArenaAdmin').role, 'admin');
    assert.equal(byName('Cheater').ban?.reason, 'Use of third-party cheating software');
    assert.equal(byName('Newcomer').hasGameAccount, false);
    assert.ok(FEATURED_PLAYERS.some((player) => /[\u0600-\u06FF]/.test(player.displayName)));
    for (const team of SEED_TEAMS) assert.equal(team.members[0].role, 'owner');
  });

  test('reseeding replaces the data and keeps ids stable; migrations are idempotent', async () => {
    const db = createDatabase({ kind: 'memory' });
    try {
      assert.deepEqual(await migrateToLatest(db), MIGRATION_NAMES);
      assert.deepEqual(await migrateToLatest(db), []);
      assert.equal(await isDatabaseEmpty(db), true);
      const first = await seedDatabase(db);
      assert.equal(await isDatabaseEmpty(db), false);
      await db.insertInto('referrals').values({ ref_code: 'x', ip_hash: 'y' }).execute();
      const second = await seedDatabase(db);
      assert.deepEqual(second, first);
      const counts = await sql<{ users: number; referrals: number }>`
        select (select count(*)::int from users) as users, (select count(*)::int from referrals) as referrals`.execute(
        db,
      );
      assert.deepEqual(counts.rows[0], { users: first.users, referrals: 0 });
      const falcon = await db
        .selectFrom('users')
        .select('id')
        .where('game_name', '=', 'Falcon')
        .executeTakeFirstOrThrow();
      assert.equal(falcon.id, seedId('user', 'falcon'));
    } finally {
      await db.destroy();
    }
  });
});
