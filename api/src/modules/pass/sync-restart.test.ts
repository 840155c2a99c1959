/**
 * A match sync survives an API restart (DESIGN §5 "Background jobs"): the job is a row of pg-boss in the API's
 * database, so an API closed in the middle of a sync leaves it to the next API started on the same data, which
 * finishes it without crediting any match twice. Over the embedded database in a data folder, as `npm start`.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { createDatabase, type Db } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrations/index.js';
import { createSimulatedGameDataProvider } from '../../providers/game-data/simulated-provider.js';
import { seedPlayer } from '../../seed/players.js';
import { seedDatabase } from '../../seed/seed.js';
import { controlledProvider, settledBossJob, startSync, waitForSync } from '../../testing/match-sync.js';
import { TEST_CONFIG } from '../../testing/test-app.js';

describe('a pass sync across an API restart', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'arena-sync-restart-'));
  const now = new Date('2030-05-04T12:00:00Z');
  const clock = () => now;
  const opened: { app: FastifyInstance; db: Db }[] = [];

  const startApi = async (options: { delayMs: number }, db = createDatabase({ kind: 'pglite', dataDir })) => {
    const provider = controlledProvider(createSimulatedGameDataProvider({ clock }), options);
    const app = await buildApp({ db, config: TEST_CONFIG, clock, gameData: provider.provider });
    await app.ready();
    const api = { app, db };
    opened.push(api);
    return api;
  };
  const stopApi = async (api: { app: FastifyInstance; db: Db }) => {
    await api.app.close();
    await api.db.destroy();
    opened.splice(opened.indexOf(api), 1);
  };

  after(async () => {
    for (const api of [...opened]) await stopApi(api);
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('an API closed in the middle of a sync leaves it to the next one, which finishes it', async () => {
    const setup = createDatabase({ kind: 'pglite', dataDir });
    await migrateToLatest(setup);
    await seedDatabase(setup, { now });
    await setup.destroy();

    // A slow provider: the sync is still running when its API closes.
    const first = await startApi({ delayMs: 50 });
    const jobId = await startSync(first.app, 'falcon');
    const running = await waitForSync(first.app, 'falcon', jobId, (job) => job.processedMatches >= 3);
    assert.equal(running.status, 'processing');
    await stopApi(first);

    const db = createDatabase({ kind: 'pglite', dataDir });
    const interrupted = await db
      .selectFrom('pass_sync_jobs')
      .selectAll()
      .where('id', '=', jobId)
      .executeTakeFirstOrThrow();
    assert.equal(interrupted.status, 'processing');
    assert.ok(interrupted.processed_matches < interrupted.total_matches);
    const waiting = await sql<{ state: string }>`select state from pgboss.job where id = ${jobId}`.execute(
      db,
    );
    assert.equal(waiting.rows[0].state, 'retry');

    const second = await startApi({ delayMs: 0 }, db);

    const job = await waitForSync(second.app, 'falcon', jobId);
    assert.equal(job.status, 'completed');
    assert.equal(job.processedMatches, job.totalMatches);
    assert.equal(job.newMatches, job.totalMatches, 'the matches of both runs, each counted once');
    const credited = await second.db
      .selectFrom('xp_ledger')
      .select(sql<number>`count(*)::int`.as('matches'))
      .select(sql<number>`coalesce(sum(xp), 0)::int`.as('xp'))
      .where('user_id', '=', seedPlayer('falcon').id)
      .where('source_kind', '=', 'match')
      .where('source_id', 'like', 'ME1_7%')
      .executeTakeFirstOrThrow();
    assert.equal(credited.matches, job.totalMatches);
    assert.equal(credited.xp, job.xpEarned);

    // The same pg-boss job ran again (it was not started anew).
    const row = await settledBossJob(second.db, jobId);
    assert.equal(row?.state, 'completed');
    assert.ok((row?.retry_count ?? 0) >= 1);
  });
});
