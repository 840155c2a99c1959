import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type Kysely, sql } from 'kysely';
import { passLedgerMigration } from '../../db/migrations/0010-pass-ledger.js';
import { passGrantsMigration } from '../../db/migrations/0025-pass-grants.js';
import { rewardSeasonsMigration } from '../../db/migrations/0030-reward-seasons.js';
import { seedPlayer } from '../../seed/players.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { type LedgerGain, ledgerTotals, recordGain } from './ledger.js';

describe('XP ledger', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const omar = seedPlayer('omar');
  const gain = (overrides: Partial<LedgerGain> = {}): LedgerGain => ({
    userId: omar.id,
    sourceKind: 'match',
    sourceId: 'ME1_4242',
    xp: 122,
    loyaltyPoints: 0,
    multipliers: { base: 50, squad: 1.2, weekend: 2, premade: 2 },
    at: t.now,
    ...overrides,
  });
  const rowsOf = (sourceId: string) =>
    t.db
      .selectFrom('xp_ledger')
      .selectAll()
      .where('user_id', '=', omar.id)
      .where('source_id', '=', sourceId)
      .execute();

  test('the same gain twice is one row, and the totals do not move the second time', async () => {
    const before = await ledgerTotals(t.db, omar.id);
    assert.deepEqual(await recordGain(t.db, gain()), { inserted: true });
    const once = await ledgerTotals(t.db, omar.id);
    assert.deepEqual(once, {
      totalXP: before.totalXP + 122,
      seasonXP: before.seasonXP + 122,
      loyaltyPoints: before.loyaltyPoints,
      matches: before.matches + 1,
    });

    assert.deepEqual(await recordGain(t.db, gain({ xp: 999, loyaltyPoints: 5 })), { inserted: false });
    assert.deepEqual(await ledgerTotals(t.db, omar.id), once);
    const rows = await rowsOf('ME1_4242');
    assert.equal(rows.length, 1);
    assert.equal(rows[0].xp, 122, 'the first credit stands');
    assert.deepEqual(rows[0].multipliers, { base: 50, squad: 1.2, weekend: 2, premade: 2 });
  });

  test('concurrent credits of one source make one row; inside a transaction too', async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, () => recordGain(t.db, gain({ sourceId: 'ME1_777' }))),
    );
    assert.equal(results.filter((result) => result.inserted).length, 1);
    assert.equal((await rowsOf('ME1_777')).length, 1);

    const inTransaction = await t.db
      .transaction()
      .execute((trx) => recordGain(trx, gain({ sourceId: 'ME1_777' })));
    assert.deepEqual(inTransaction, { inserted: false });
  });

  test('uniqueness is per player and source kind: the same id of another kind or player is another gain', async () => {
    const before = await ledgerTotals(t.db, omar.id);
    assert.equal(
      (
        await recordGain(
          t.db,
          gain({ sourceKind: 'tournament', sourceId: 'ME1_4242', xp: 0, loyaltyPoints: 10 }),
        )
      ).inserted,
      true,
    );
    assert.equal((await recordGain(t.db, gain({ userId: seedPlayer('nour').id }))).inserted, true);
    const after = await ledgerTotals(t.db, omar.id);
    assert.deepEqual(
      after,
      { ...before, loyaltyPoints: before.loyaltyPoints + 10 },
      'a tournament is no match',
    );
  });

  test('a player without rows has zero totals', async () => {
    assert.deepEqual(await ledgerTotals(t.db, seedPlayer('newcomer').id), {
      totalXP: 0,
      seasonXP: 0,
      loyaltyPoints: 0,
      matches: 0,
    });
  });

  test('migration 0010 carries a balance held by the old counters over to the ledger', async () => {
    const players = ['falcon', 'layla', 'omar'].map((key) => seedPlayer(key).id);
    const totalsBefore = await Promise.all(players.map((id) => ledgerTotals(t.db, id)));
    // Later migrations that build on the ledger go first and come back last.
    await rewardSeasonsMigration.down(t.db as unknown as Kysely<unknown>);
    await passGrantsMigration.down(t.db as unknown as Kysely<unknown>);
    await passLedgerMigration.down(t.db as unknown as Kysely<unknown>);
    const counters = await sql<{ xp_earned: number; loyalty_points: number; completed_games: number }>`
      select xp_earned, loyalty_points, completed_games from users where id = ${players[0]}`.execute(t.db);
    assert.deepEqual(counters.rows[0], {
      xp_earned: totalsBefore[0].totalXP,
      loyalty_points: totalsBefore[0].loyaltyPoints,
      completed_games: totalsBefore[0].matches,
    });
    await passLedgerMigration.up(t.db as unknown as Kysely<unknown>);
    await passGrantsMigration.up(t.db as unknown as Kysely<unknown>);
    await rewardSeasonsMigration.up(t.db as unknown as Kysely<unknown>);
    const totalsAfter = await Promise.all(players.map((id) => ledgerTotals(t.db, id)));
    assert.deepEqual(
      totalsAfter.map(({ totalXP, seasonXP, loyaltyPoints }) => ({ totalXP, seasonXP, loyaltyPoints })),
      totalsBefore.map(({ totalXP, seasonXP, loyaltyPoints }) => ({ totalXP, seasonXP, loyaltyPoints })),
    );
  });
});
