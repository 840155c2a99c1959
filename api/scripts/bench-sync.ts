/**
 * Match sync throughput (`npm run bench:sync -w api`): a pass member with N simulated matches in the sync window
 * (default 2,000), one sync through the real path (POST /v1/menapass/sync, the pg-boss job, the ledger, mission
 * progress, status polled as the panel does), timed from the start call to `completed`. Prints matches credited
 * per second, then the rate of a second sync of the same matches (nothing new: every match is skipped).
 *
 * The simulated provider answers from memory, so the figure is the API's own cost per match; a real publisher
 * API adds its network time and rate limits per match read.
 *
 * Options:
 *   --matches N   matches in the window (default 2000)
 *   --postgres    also run over a throwaway Postgres (Debian's postgresql), after the embedded PGlite
 *   --json FILE   also write the results as JSON
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.js';
import { createDatabase, type DatabaseTarget } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrations/index.js';
import { createSimulatedGameDataProvider } from '../src/providers/game-data/simulated-provider.js';
import { seedDatabase } from '../src/seed/seed.js';
import { callAs, startSync, waitForSync } from '../src/testing/match-sync.js';
import { startPostgres } from '../src/testing/postgres-server.js';
import { TEST_CONFIG } from '../src/testing/test-app.js';

const PLAYER = 'falcon';
/** One match every 45 minutes, every slot played: no two matches overlap. */
const TIMELINE = { slotMinutes: 45, playChance: 1 };

interface Result {
  database: string;
  matches: number;
  credited: number;
  seconds: number;
  creditedPerSecond: number;
  resyncSeconds: number;
  resyncMatchesPerSecond: number;
}

function parseArgs(argv: string[]) {
  const options = { matches: 2000, postgres: false, json: null as string | null };
  for (let index = 0; index < argv.length; index += 1) {
    const name = argv[index];
    if (name === '--matches') options.matches = Number(argv[(index += 1)]);
    else if (name === '--postgres') options.postgres = true;
    else if (name === '--json') options.json = argv[(index += 1)];
    else throw new Error(`Unknown option ${name}`);
  }
  if (!Number.isInteger(options.matches) || options.matches < 1) throw new Error('--matches must be ≥ 1');
  return options;
}

async function run(label: string, target: DatabaseTarget, matches: number): Promise<Result> {
  const now = new Date();
  const clock = () => now;
  const db = createDatabase(target);
  await migrateToLatest(db);
  await seedDatabase(db, { now });
  const lookbackDays = Math.ceil((matches * TIMELINE.slotMinutes) / (24 * 60));
  const app = await buildApp({
    db,
    config: { ...TEST_CONFIG, passSync: { lookbackDays, maxMatches: matches } },
    clock,
    gameData: createSimulatedGameDataProvider({ clock, timeline: TIMELINE }),
  });
  await app.ready();
  try {
    const timed = async () => {
      const started = performance.now();
      const job = await waitForSync(app, PLAYER, await startSync(app, PLAYER), undefined, 600_000);
      if (job.status !== 'completed') throw new Error(`sync ended ${job.status}: ${job.error}`);
      return { job, seconds: (performance.now() - started) / 1000 };
    };
    const first = await timed();
    const again = await timed();
    const progress = (await callAs(app, PLAYER, 'GET', '/v1/menapass/progress')).body.data;
    if (progress.totalXP !== again.job.totalXP) throw new Error('the pass progress disagrees with the sync');
    return {
      database: label,
      matches: first.job.totalMatches,
      credited: first.job.newMatches,
      seconds: first.seconds,
      creditedPerSecond: first.job.newMatches / first.seconds,
      resyncSeconds: again.seconds,
      resyncMatchesPerSecond: again.job.processedMatches / again.seconds,
    };
  } finally {
    await app.close();
    await db.destroy();
  }
}

const options = parseArgs(process.argv.slice(2));
const results: Result[] = [];
const folder = mkdtempSync(path.join(tmpdir(), 'arena-bench-sync-'));
try {
  results.push(await run('PGlite (data folder)', { kind: 'pglite', dataDir: folder }, options.matches));
} finally {
  rmSync(folder, { recursive: true, force: true });
}
if (options.postgres) {
  const server = await startPostgres();
  try {
    results.push(await run('Postgres 15', { kind: 'postgres', url: server.url }, options.matches));
  } finally {
    await server.stop();
  }
}

for (const result of results) {
  console.log(
    `${result.database}: ${result.credited} of ${result.matches} matches credited in ${result.seconds.toFixed(2)} s ` +
      `= ${Math.round(result.creditedPerSecond)} matches/s; ` +
      `re-sync (nothing new) ${result.resyncSeconds.toFixed(2)} s = ${Math.round(result.resyncMatchesPerSecond)} matches/s`,
  );
}
if (options.json) writeFileSync(options.json, `${JSON.stringify(results, null, 2)}\n`);
