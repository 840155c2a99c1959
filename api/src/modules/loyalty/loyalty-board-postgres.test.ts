/**
 * The in-process leaderboard over Postgres with two API instances: a change written through one instance reaches
 * the other's board by LISTEN/NOTIFY (a dedicated connection), and a lost LISTEN connection reconnects and
 * reloads. Each board must equal the indexes' answer (`readLeaderboardPage`, itself tested against the reference
 * ranking in `loyalty-totals.test.ts`).
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sql } from 'kysely';
import { seedPlayer } from '../../seed/players.js';
import { NO_POSTGRES, severalInstances } from '../../testing/several-instances.js';
import { recordGain } from '../pass/ledger.js';
import { readLeaderboardPage } from './loyalty-standings.js';

const assetUrl = (path: string | null) => path;

/** Waits (up to 5 s: the machine may be busy) until `check` stops throwing. */
async function eventually(check: () => Promise<void> | void): Promise<void> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

describe('loyalty board with two API instances over one Postgres', { skip: NO_POSTGRES }, () => {
  const instances = severalInstances({ ready: ({ app }) => app.loyaltyBoard.settled() });

  /** Both boards answer what the indexes answer, for the whole ranking and a search. */
  const assertBoardsMatchIndexes = async () => {
    const [{ db }] = instances;
    for (const search of ['', 'a']) {
      const expected = await readLeaderboardPage(db, assetUrl, { page: 1, limit: 100, search });
      for (const [index, { app }] of instances.entries()) {
        assert.deepEqual(
          app.loyaltyBoard.page(assetUrl, { page: 1, limit: 100, search }),
          expected,
          `instance ${index}, search "${search}"`,
        );
      }
    }
  };

  test('both boards load the ranking and follow a gain and a ban written through one instance', async () => {
    await assertBoardsMatchIndexes();
    const [{ db }, { app: other }] = instances;
    const layla = seedPlayer('layla').id;
    const before = other.loyaltyBoard.own(assetUrl, layla);
    assert.ok(before);
    const loads = other.loyaltyBoard.loads;
    await recordGain(db, {
      userId: layla,
      sourceKind: 'activity',
      sourceId: 'board-postgres',
      xp: 0,
      loyaltyPoints: 100_000,
      multipliers: {},
      at: new Date(),
    });
    await eventually(() => {
      const after = other.loyaltyBoard.own(assetUrl, layla);
      assert.deepEqual([after?.rank, after?.loyaltyPoints], [1, before.loyaltyPoints + 100_000]);
    });
    assert.equal(other.loyaltyBoard.loads, loads, 'by notification, not by a reload');
    // Each instance hears the notification on its own connection: the writer's too, not necessarily first.
    await eventually(assertBoardsMatchIndexes);
    await db.updateTable('users').set({ banned_at: new Date() }).where('id', '=', layla).execute();
    await eventually(() => assert.equal(other.loyaltyBoard.own(assetUrl, layla), null));
    await eventually(assertBoardsMatchIndexes);
  });

  test('a lost LISTEN connection reconnects, reloads, and follows changes again', async () => {
    const [{ db }, { app: other }] = instances;
    const loads = other.loyaltyBoard.loads;
    // Ends every LISTEN connection (the boards'), as a server restart or a failover would.
    await sql`select pg_terminate_backend(pid) from pg_stat_activity
      where query ilike 'listen loyalty_totals' and pid <> pg_backend_pid()`.execute(db);
    // A change while the connection is down is caught by the reload after the reconnect.
    const falcon = seedPlayer('falcon').id;
    await db.updateTable('users').set({ game_name: 'FalconRenamed' }).where('id', '=', falcon).execute();
    await eventually(() => {
      assert.ok(other.loyaltyBoard.loads > loads, 'reloaded after reconnecting');
      assert.equal(other.loyaltyBoard.own(assetUrl, falcon)?.user.gameName, 'FalconRenamed');
    });
    await recordGain(db, {
      userId: falcon,
      sourceKind: 'activity',
      sourceId: 'board-postgres-after-reconnect',
      xp: 0,
      loyaltyPoints: 7,
      multipliers: {},
      at: new Date(),
    });
    await eventually(assertBoardsMatchIndexes);
  });
});
