/**
 * Match syncs with several API instances over one Postgres (DESIGN §5, §9): each instance runs a pg-boss worker
 * over the shared database, so a sync started on one instance may run on either, its status reads the same on
 * both, a cancel sent to one stops it on the other, and an instance that goes away mid-sync leaves it to the
 * other. Over a throwaway Postgres cluster, as the matchmaking several-instances tests.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { buildApp } from '../../app.js';
import { createDatabase, type Db } from '../../db/database.js';
import { createSimulatedGameDataProvider } from '../../providers/game-data/simulated-provider.js';
import { prepareDatabase } from '../../seed/prepare.js';
import { seedPlayer } from '../../seed/players.js';
import {
  callAs,
  type ControlledProvider,
  controlledProvider,
  settledBossJob,
  startSync,
  syncStatus,
  waitForSync,
} from '../../testing/match-sync.js';
import { findPostgresBin, type PostgresServer, startPostgres } from '../../testing/postgres-server.js';
import { TEST_CONFIG } from '../../testing/test-app.js';

interface Instance {
  app: Awaited<ReturnType<typeof buildApp>>;
  db: Db;
  provider: ControlledProvider;
  close: () => Promise<void>;
}

const skip =
  !findPostgresBin() && !process.env.CI ? 'no Postgres server binaries (apt install postgresql)' : false;

describe('pass syncs with several API instances over one Postgres', { skip }, () => {
  let server: PostgresServer;
  let a: Instance;
  let b: Instance;
  let now = new Date('2030-05-04T12:00:00Z');
  const clock = () => now;
  const DAY = 24 * 3600 * 1000;

  const startInstance = async (): Promise<Instance> => {
    const db = createDatabase({ kind: 'postgres', url: server.url });
    const provider = controlledProvider(createSimulatedGameDataProvider({ clock }));
    const app = await buildApp({ db, config: TEST_CONFIG, clock, gameData: provider.provider });
    await app.ready();
    let closed = false;
    return {
      app,
      db,
      provider,
      close: async () => {
        if (closed) return;
        closed = true;
        provider.release();
        await app.close();
        await db.destroy();
      },
    };
  };
  const creditedMatches = async (db: Db, playerKey: string) =>
    (
      await db
        .selectFrom('xp_ledger')
        .select(sql<number>`count(*)::int`.as('count'))
        .where('user_id', '=', seedPlayer(playerKey).id)
        .where('source_kind', '=', 'match')
        .where('source_id', 'like', '%\\_7%')
        .executeTakeFirstOrThrow()
    ).count;

  before(async () => {
    server = await startPostgres();
    const setup = createDatabase({ kind: 'postgres', url: server.url });
    await prepareDatabase(setup, { now });
    await setup.destroy();
    a = await startInstance();
    b = await startInstance();
  });
  after(async () => {
    await a?.close();
    await b?.close();
    await server?.stop();
  });

  test('a sync started on one instance runs on either; its status reads the same on both', async () => {
    const jobId = await startSync(a.app, 'falcon');
    assert.equal(await startSync(b.app, 'falcon'), jobId, 'one running sync per player, across instances');
    const onB = await waitForSync(b.app, 'falcon', jobId);
    assert.equal(onB.status, 'completed');
    assert.ok(onB.newMatches > 0);
    assert.deepEqual(await syncStatus(a.app, 'falcon', jobId), onB);
    assert.equal(await creditedMatches(a.db, 'falcon'), onB.totalMatches);
    assert.equal((await callAs(b.app, 'layla', 'GET', `/v1/menapass/sync-status/${jobId}`)).statusCode, 404);
  });

  test('a cancel sent to one instance stops the sync wherever it runs', async () => {
    now = new Date(now.getTime() + DAY);
    a.provider.slowDown(40);
    b.provider.slowDown(40);
    const jobId = await startSync(a.app, 'layla');
    await waitForSync(b.app, 'layla', jobId, (job) => job.processedMatches >= 2);
    const { statusCode, body } = await callAs(b.app, 'layla', 'POST', `/v1/menapass/cancel-sync/${jobId}`);
    assert.equal(statusCode, 200);
    assert.equal(body.data.status, 'cancelled');
    await new Promise((resolve) => setTimeout(resolve, 800));
    const cancelled = await syncStatus(a.app, 'layla', jobId);
    assert.equal(cancelled.status, 'cancelled');
    assert.ok(cancelled.processedMatches < cancelled.totalMatches);
    const { rows } = await sql<{ state: string }>`select state from pgboss.job where id = ${jobId}`.execute(
      a.db,
    );
    assert.equal(rows[0].state, 'cancelled');
    a.provider.slowDown(0);
    b.provider.slowDown(0);
  });

  test('an instance that goes away mid-sync leaves it to the other, which finishes it', async () => {
    now = new Date(now.getTime() + DAY);
    a.provider.slowDown(40);
    b.provider.slowDown(40);
    const jobId = await startSync(a.app, 'sara');
    await waitForSync(b.app, 'sara', jobId, (job) => job.processedMatches >= 2);
    // Whichever instance runs it goes away.
    const [runner, survivor] = a.provider.reads() > 0 ? [a, b] : [b, a];
    assert.equal(survivor.provider.reads(), 0);
    survivor.provider.slowDown(0);
    await runner.close();
    const job = await waitForSync(survivor.app, 'sara', jobId);
    assert.equal(job.status, 'completed');
    assert.equal(job.processedMatches, job.totalMatches);
    assert.equal(job.newMatches, job.totalMatches);
    assert.equal(await creditedMatches(survivor.db, 'sara'), job.totalMatches, 'each match credited once');
    assert.ok(survivor.provider.reads() > 0, 'the survivor read the rest');
    const row = await settledBossJob(survivor.db, jobId);
    assert.equal(row?.state, 'completed');
    assert.ok((row?.retry_count ?? 0) >= 1);
  });
});
