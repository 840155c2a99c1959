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
      'Organizer#STAFF',
      'Support#STAFF',
      'Editor#STAFF',
      'Cheater#BAN',
      'Newcomer#NEW',
    ]) {
      assert.ok(riotIds.includes(riotId), riotId);
    }
    const byName = (name: string) => FEATURED_PLAYERS.find((player) => player.gameName === name)!;
    assert.equal(byName('Lukas').region, 'euw1');
    assert.deepEqual(byName('ArenaAdmin').staffRoles, ['admin']);
    assert.deepEqual(byName('Organizer').staffRoles, ['organizer']);
    assert.deepEqual(byName('Support').staffRoles, ['support']);
    assert.deepEqual(byName('Editor').staffRoles, ['editor']);
    assert.deepEqual(byName('Falcon').staffRoles, []);
    assert.equal(byName('Cheater').ban?.reason.en, 'Use of third-party cheating software');
    assert.match(byName('Cheater').ban?.reason.ar ?? '', /[\u0600-\u06FF]/);
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
      // The staff roles, one row each, given by the seed (no granter).
      const staff = await db
        .selectFrom('staff_roles')
        .select(['user_id', 'role', 'granted_by'])
        .orderBy('role')
        .execute();
      assert.deepEqual(staff, [
        { user_id: seedId('user', 'admin'), role: 'admin', granted_by: null },
        { user_id: seedId('user', 'editor'), role: 'editor', granted_by: null },
        { user_id: seedId('user', 'organizer'), role: 'organizer', granted_by: null },
        { user_id: seedId('user', 'support'), role: 'support', granted_by: null },
      ]);

      // Every seeded notification reads in English and Arabic and links to the screen it concerns.
      const notes = await db.selectFrom('notifications').selectAll().execute();
      assert.ok(notes.length > first.notifications, 'the prize reward codes were announced too');
      for (const note of notes) {
        assert.ok(note.title && note.message, `English: ${note.title}`);
        assert.match(`${note.title_ar} ${note.message_ar}`, /[\u0600-\u06FF]/, `Arabic: ${note.title}`);
        assert.match(
          note.link ?? '',
          /^\/(account(\/(teams|payments|rewards))?|mena-pass|staff\/(tickets|payouts)|invite\/[a-z-]+|tournaments\/[0-9a-f-]{36}|ticket\/[0-9a-f-]{36})$/,
          `a screen: ${note.title} -> ${note.link}`,
        );
      }

      // The finished tournaments' prize reward codes: Winter Clash's to the owners of its two finalist teams,
      // the Founders Cup's to Falcon, each announced once at the tournament's end with a link to the codes.
      const prizeCodes = await db
        .selectFrom('reward_codes')
        .select(['user_id', 'tournament_id', 'type', 'notified_at'])
        .where('source', '=', 'tournament')
        .execute();
      const winterClash = seedId('tournament', 'winter-clash');
      assert.equal(prizeCodes.filter((code) => code.tournament_id === winterClash).length, 10);
      assert.ok(
        prizeCodes.some(
          (code) => code.tournament_id === winterClash && code.user_id === seedId('user', 'lukas'),
        ),
      );
      assert.deepEqual(
        prizeCodes
          .filter((code) => code.tournament_id === seedId('tournament', 'founders-cup'))
          .map((code) => [code.user_id, code.type]),
        [[falcon.id, 'hextech_chest_key']],
      );
      assert.ok(prizeCodes.every((code) => code.notified_at !== null));
      const announced = notes.filter((note) => note.event_key?.startsWith('prize-codes:'));
      assert.equal(announced.length, 3, 'first place, second place, Falcon');
      assert.ok(announced.every((note) => note.link === '/account/rewards'));
    } finally {
      await db.destroy();
    }
  });
});
