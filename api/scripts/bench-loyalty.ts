/**
 * Loyalty leaderboard under load (`npm run bench:loyalty -w api`): seeds 100,000 players with ledger rows into a
 * throwaway database, starts the API on 127.0.0.1 and drives a fixed rate of varied
 * GET /v1/menapass/loyalty-leaderboard requests (pages, searches by name and tag line, signed-in callers with
 * `me`) for a while, then prints latency percentiles. DESIGN §8 budget: p99 < 25 ms at 500 requests/s.
 *
 * Latency is measured from the moment each request was due (open loop), so a stalled server shows up in the
 * figures instead of slowing the client down. The client runs in a worker thread, off the API's event loop.
 *
 * Options:
 *   --players N    ranked players to seed (default 100000)
 *   --rate R       requests per second (default 500)
 *   --seconds S    how long to drive the load (default 20)
 *   --pglite       use the embedded PGlite (in the API's thread) instead of a throwaway Postgres; Postgres is the
 *                  default when Debian's postgresql is installed, as in deployments
 *   --json FILE    also write the results as JSON
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { sql } from 'kysely';
import { buildApp } from '../src/app.js';
import { createTokenService } from '../src/auth/tokens.js';
import { createDatabase, type Db, type DatabaseTarget } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrations/index.js';
import { findPostgresBin, startPostgres } from '../src/testing/postgres-server.js';
import { TEST_CONFIG } from '../src/testing/test-app.js';

const GAINS_PER_PLAYER = 3;
const SIGNED_IN_SHARE = 0.1;

function parseArgs(argv: string[]) {
  const options = { players: 100_000, rate: 500, seconds: 20, pglite: false, json: null as string | null };
  for (let index = 0; index < argv.length; index += 1) {
    const name = argv[index];
    if (name === '--players') options.players = Number(argv[(index += 1)]);
    else if (name === '--rate') options.rate = Number(argv[(index += 1)]);
    else if (name === '--seconds') options.seconds = Number(argv[(index += 1)]);
    else if (name === '--pglite') options.pglite = true;
    else if (name === '--json') options.json = argv[(index += 1)];
    else throw new Error(`Unknown option ${name}`);
  }
  return options;
}

/** Players `Bench<n>#T<n % 997>` with three gains each; points spread 10–5,000 with many ties, as real ones are. */
async function seedPlayers(db: Db, players: number): Promise<string[]> {
  await sql`insert into users (display_name, game_name, tag_line, region, puuid)
    select 'Bench ' || n, 'Bench' || n, 'T' || (n % 997), 'me1', 'bench-' || n
    from generate_series(1, ${players}::int) n`.execute(db);
  await sql`insert into xp_ledger (user_id, source_kind, source_id, xp, loyalty_points, created_at)
    select users.id, 'activity', 'bench-' || gain, 100, 10 * (1 + abs(hashtext(users.id::text || gain)) % 167),
      now() - make_interval(mins => abs(hashtext(users.id::text)) % 100000 + gain)
    from users cross join generate_series(1, ${GAINS_PER_PLAYER}::int) gain
    where users.puuid like 'bench-%'`.execute(db);
  const sample = await sql<{
    id: string;
  }>`select id from users where puuid like 'bench-%' order by random() limit 200`.execute(db);
  return sample.rows.map((row) => row.id);
}

/** The load generator, in a worker: plain JavaScript, so it needs no loader. */
const LOAD_CLIENT = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { port, rate, seconds, players, tokens, signedInShare } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const pages = Math.ceil(players / 100);
function query() {
  const roll = Math.random();
  if (roll < 0.35) return 'page=1';
  if (roll < 0.55) return 'page=' + (2 + Math.floor(Math.random() * 9));
  if (roll < 0.7) return 'page=' + (1 + Math.floor(Math.random() * pages));
  if (roll < 0.85) {
    const name = 'bench' + Math.floor(Math.random() * players);
    const cased = Math.random() < 0.5 ? name.toUpperCase() : name;
    return 'search=' + cased.slice(0, 6 + Math.floor(Math.random() * 5));
  }
  if (roll < 0.95) return 'search=t' + Math.floor(Math.random() * 997);
  return 'search=bench' + Math.floor(Math.random() * 100) + '&page=2';
}
const latencies = [];
let errors = 0;
let sent = 0;
const total = rate * seconds;
const started = performance.now();
function fire(dueAt) {
  const headers = Math.random() < signedInShare ? { authorization: 'Bearer ' + pick(tokens) } : {};
  const request = http.request(
    { host: '127.0.0.1', port, path: '/v1/menapass/loyalty-leaderboard?' + query(), agent, headers },
    (response) => {
      response.resume();
      response.on('end', () => {
        if (response.statusCode !== 200) errors += 1;
        latencies.push(performance.now() - dueAt);
        if (latencies.length === total) finish();
      });
    },
  );
  request.on('error', () => {
    errors += 1;
    latencies.push(performance.now() - dueAt);
    if (latencies.length === total) finish();
  });
  request.end();
}
function finish() {
  parentPort.postMessage({ latencies, errors, seconds: (performance.now() - started) / 1000 });
  agent.destroy();
}
const timer = setInterval(() => {
  const elapsed = performance.now() - started;
  const due = Math.min(total, Math.floor((elapsed / 1000) * rate));
  while (sent < due) {
    fire(started + (sent * 1000) / rate);
    sent += 1;
  }
  if (sent >= total) clearInterval(timer);
}, 2);
`;

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}

async function run(label: string, target: DatabaseTarget, options: ReturnType<typeof parseArgs>) {
  const db = createDatabase(target);
  await migrateToLatest(db);
  let mark = performance.now();
  const sample = await seedPlayers(db, options.players);
  const seedSeconds = (performance.now() - mark) / 1000;
  const config = { ...TEST_CONFIG, rateLimit: { perMinute: 1_000_000_000, signInPerMinute: 1_000 } };
  const app = await buildApp({ db, config });
  await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const { port } = app.server.address() as AddressInfo;
    mark = performance.now();
    const first = await fetch(`http://127.0.0.1:${port}/v1/menapass/loyalty-leaderboard`);
    const { pagination } = (await first.json()) as { pagination: { total: number } };
    const buildSeconds = (performance.now() - mark) / 1000;
    const tokens = createTokenService(config.jwtSecret, () => new Date());
    const signed = await Promise.all(sample.map((id) => tokens.sign(id)));
    const result = await new Promise<{ latencies: number[]; errors: number; seconds: number }>(
      (resolve, reject) => {
        const worker = new Worker(LOAD_CLIENT, {
          eval: true,
          workerData: {
            port,
            rate: options.rate,
            seconds: options.seconds,
            players: options.players,
            tokens: signed,
            signedInShare: SIGNED_IN_SHARE,
          },
        });
        worker.once('message', (message) => {
          void worker.terminate();
          resolve(message);
        });
        worker.once('error', reject);
      },
    );
    const sorted = [...result.latencies].sort((a, b) => a - b);
    return {
      database: label,
      rankedPlayers: pagination.total,
      seedSeconds,
      firstBuildSeconds: buildSeconds,
      requests: sorted.length,
      errors: result.errors,
      achievedRate: sorted.length / result.seconds,
      p50: percentile(sorted, 0.5),
      p95: percentile(sorted, 0.95),
      p99: percentile(sorted, 0.99),
      max: sorted[sorted.length - 1],
    };
  } finally {
    await app.close();
    await db.destroy();
  }
}

const options = parseArgs(process.argv.slice(2));
const usePostgres = !options.pglite && findPostgresBin() !== null;
let result: Awaited<ReturnType<typeof run>>;
if (usePostgres) {
  const server = await startPostgres();
  try {
    result = await run('Postgres', { kind: 'postgres', url: server.url }, options);
  } finally {
    await server.stop();
  }
} else {
  const folder = mkdtempSync(path.join(tmpdir(), 'arena-bench-loyalty-'));
  try {
    result = await run('PGlite (data folder)', { kind: 'pglite', dataDir: folder }, options);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
const ms = (value: number) => `${value.toFixed(1)} ms`;
console.log(
  `${result.database}: ${result.rankedPlayers} ranked players (seeded in ${result.seedSeconds.toFixed(1)} s, ` +
    `first ranking ${result.firstBuildSeconds.toFixed(2)} s); ${result.requests} requests at ` +
    `${Math.round(result.achievedRate)}/s, ${result.errors} errors; ` +
    `p50 ${ms(result.p50)}, p95 ${ms(result.p95)}, p99 ${ms(result.p99)}, max ${ms(result.max)}`,
);
if (options.json) writeFileSync(options.json, `${JSON.stringify(result, null, 2)}\n`);
