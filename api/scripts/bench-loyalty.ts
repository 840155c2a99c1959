/**
 * Loyalty leaderboard under load (`npm run bench:loyalty -w api`): seeds 100,000 players with ledger rows into a
 * throwaway database (the ledger's triggers fill the leaderboard's totals and histogram, migration 0017), starts
 * the API on 127.0.0.1 and drives a fixed rate of varied GET /v1/menapass/loyalty-leaderboard requests (pages,
 * deep pages, searches by name and tag line, signed-in callers with `me`) for a while, then prints latency
 * percentiles and the API process's CPU time per request, once per database. DESIGN §8 budget: p99 < 25 ms at 500 requests/s, on PGlite and on Postgres.
 *
 * The route answers from the in-process board (`loyalty-board.ts`), which the bench waits for after start.
 *
 * Latency is measured from the moment each request was due (open loop), so a stalled server shows up in the
 * figures instead of slowing the client down. The client runs in its own process, off the API's event loop and out
 * of its CPU figure.
 *
 * Options:
 *   --players N    ranked players to seed (default 100000)
 *   --rate R       requests per second (default 500)
 *   --seconds S    how long to drive the load (default 20)
 *   --db WHICH     pglite, postgres or both in turn (default both; postgres needs Debian's postgresql, and is
 *                  skipped with a note when it is missing). PGlite runs in the API's thread, as `npm start` does;
 *                  the throwaway Postgres listens on a Unix socket only.
 *   --pglite       the same as --db pglite
 *   --gains G      ledger gains recorded per second during the load, through `recordGain` (default 0), to see
 *                  the cost of the triggers and that pages stay live
 *   --json FILE    also write the results as JSON
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { sql } from 'kysely';
import { buildApp } from '../src/app.js';
import { createTokenService } from '../src/auth/tokens.js';
import { createDatabase, type Db, type DatabaseTarget } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrations/index.js';
import { recordGain } from '../src/modules/pass/ledger.js';
import { findPostgresBin, startPostgres } from '../src/testing/postgres-server.js';
import { TEST_CONFIG } from '../src/testing/test-app.js';

const GAINS_PER_PLAYER = 3;
/** Seconds at the start of the load reported apart as well (the whole run's figures include them). */
const WARM_UP_SECONDS = 2;
const SIGNED_IN_SHARE = 0.1;

function parseArgs(argv: string[]) {
  const options = {
    players: 100_000,
    rate: 500,
    seconds: 20,
    db: 'both' as 'both' | 'pglite' | 'postgres',
    gains: 0,
    json: null as string | null,
  };
  for (let index = 0; index < argv.length; index += 1) {
    const name = argv[index];
    if (name === '--players') options.players = Number(argv[(index += 1)]);
    else if (name === '--rate') options.rate = Number(argv[(index += 1)]);
    else if (name === '--seconds') options.seconds = Number(argv[(index += 1)]);
    else if (name === '--pglite') options.db = 'pglite';
    else if (name === '--db') {
      const which = argv[(index += 1)];
      if (which !== 'both' && which !== 'pglite' && which !== 'postgres')
        throw new Error(`Unknown --db ${which}`);
      options.db = which;
    } else if (name === '--gains') options.gains = Number(argv[(index += 1)]);
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

/**
 * The load generator, in a child process (so this process's CPU time is the API's alone): plain JavaScript, so it
 * needs no loader. It receives its settings as the first IPC message and answers with the figures.
 */
const LOAD_CLIENT = `
process.once('message', (workerData) => {
const parentPort = { postMessage: (message) => process.send(message, () => process.exit(0)) };
const http = require('node:http');
const { port, rate, seconds, players, tokens, signedInShare } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const pages = Math.ceil(players / 100);
function query() {
  const roll = Math.random();
  if (roll < 0.35) return ['first page', 'page=1'];
  if (roll < 0.55) return ['pages 2-10', 'page=' + (2 + Math.floor(Math.random() * 9))];
  if (roll < 0.7) return ['any page', 'page=' + (1 + Math.floor(Math.random() * pages))];
  if (roll < 0.85) {
    const name = 'bench' + Math.floor(Math.random() * players);
    const cased = Math.random() < 0.5 ? name.toUpperCase() : name;
    return ['name search', 'search=' + cased.slice(0, 6 + Math.floor(Math.random() * 5))];
  }
  if (roll < 0.95) return ['tag search', 'search=t' + Math.floor(Math.random() * 997)];
  return ['search page 2', 'search=bench' + Math.floor(Math.random() * 100) + '&page=2'];
}
const latencies = [];
const kinds = [];
const dues = [];
let errors = 0;
let sent = 0;
const total = rate * seconds;
const started = performance.now();
function fire(dueAt) {
  const headers = Math.random() < signedInShare ? { authorization: 'Bearer ' + pick(tokens) } : {};
  const [kind, search] = query();
  const done = () => {
    latencies.push(performance.now() - dueAt);
    kinds.push(kind);
    dues.push((dueAt - started) / 1000);
    if (latencies.length === total) finish();
  };
  const request = http.request(
    { host: '127.0.0.1', port, path: '/v1/menapass/loyalty-leaderboard?' + search, agent, headers },
    (response) => {
      response.resume();
      response.on('end', () => {
        if (response.statusCode !== 200) errors += 1;
        done();
      });
    },
  );
  request.on('error', () => {
    errors += 1;
    done();
  });
  request.end();
}
function finish() {
  const cpu = process.cpuUsage();
  agent.destroy();
  parentPort.postMessage({
    latencies, kinds, dues, errors, seconds: (performance.now() - started) / 1000, clientCpuMs: (cpu.user + cpu.system) / 1000,
  });
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
});
`;

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}

interface LoadResult {
  latencies: number[];
  kinds: string[];
  /** When each request was due, in seconds from the start of the load. */
  dues: number[];
  errors: number;
  seconds: number;
  clientCpuMs: number;
}

/** Records `perSecond` gains through the ledger module while the load runs (each one a new source). */
function recordGains(
  db: Db,
  players: string[],
  perSecond: number,
): () => Promise<{ gains: number; failed: number }> {
  let gains = 0;
  let failed = 0;
  const pending = new Set<Promise<unknown>>();
  const timer =
    perSecond > 0
      ? setInterval(() => {
          const write = recordGain(db, {
            userId: players[Math.floor(Math.random() * players.length)],
            sourceKind: 'activity',
            sourceId: `bench-live-${gains}`,
            xp: 50,
            loyaltyPoints: 10,
            multipliers: {},
            at: new Date(),
          }).then(
            () => undefined,
            () => {
              failed += 1;
            },
          );
          gains += 1;
          pending.add(write);
          void write.finally(() => pending.delete(write));
        }, 1000 / perSecond)
      : null;
  return async () => {
    if (timer) clearInterval(timer);
    await Promise.all(pending);
    return { gains, failed };
  };
}

async function run(label: string, target: DatabaseTarget, options: ReturnType<typeof parseArgs>) {
  const db = createDatabase(target);
  await migrateToLatest(db);
  let mark = performance.now();
  const sample = await seedPlayers(db, options.players);
  // Planner statistics, as autovacuum gives a real server after a bulk load (PGlite runs no autovacuum).
  await sql`analyze`.execute(db);
  const seedSeconds = (performance.now() - mark) / 1000;
  const config = { ...TEST_CONFIG, rateLimit: { perMinute: 1_000_000_000, signInPerMinute: 1_000 } };
  const app = await buildApp({ db, config });
  await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const { port } = app.server.address() as AddressInfo;
    // The in-process board loads in the background at start (answers come from the indexes meanwhile).
    mark = performance.now();
    await app.loyaltyBoard.settled();
    const boardLoadSeconds = (performance.now() - mark) / 1000;
    mark = performance.now();
    const first = await fetch(`http://127.0.0.1:${port}/v1/menapass/loyalty-leaderboard`);
    const { pagination } = (await first.json()) as { pagination: { total: number } };
    const firstAnswerMs = performance.now() - mark;
    const tokens = createTokenService(config.jwtSecret, () => new Date());
    const signed = await Promise.all(sample.map((id) => tokens.sign(id)));
    const stopGains = recordGains(db, sample, options.gains);
    const cpuBefore = process.cpuUsage();
    const result = await new Promise<LoadResult>((resolve, reject) => {
      const client = spawn(process.execPath, ['-e', LOAD_CLIENT], {
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      client.once('message', (message) => resolve(message as LoadResult));
      client.once('error', reject);
      client.once('exit', (code) => {
        if (code !== 0) reject(new Error(`load client exited with ${code}`));
      });
      client.send({
        port,
        rate: options.rate,
        seconds: options.seconds,
        players: options.players,
        tokens: signed,
        signedInShare: SIGNED_IN_SHARE,
      });
    });
    const cpu = process.cpuUsage(cpuBefore);
    const written = await stopGains();
    /** The latencies of the requests `keep` takes (by index), sorted. */
    const sortedWhere = (keep: (index: number) => boolean) =>
      result.latencies.filter((_latency, index) => keep(index)).sort((a, b) => a - b);
    const sorted = sortedWhere(() => true);
    // The first seconds include connection set-up and code not yet optimized: shown apart, not left out.
    const steady = sortedWhere((index) => result.dues[index] >= WARM_UP_SECONDS);
    const byKind: Record<string, { requests: number; p50: number; p99: number; max: number }> = {};
    for (const kind of new Set(result.kinds)) {
      const own = sortedWhere((index) => result.kinds[index] === kind);
      byKind[kind] = {
        requests: own.length,
        p50: percentile(own, 0.5),
        p99: percentile(own, 0.99),
        max: own[own.length - 1],
      };
    }
    return {
      database: label,
      rankedPlayers: pagination.total,
      seedSeconds,
      boardLoadSeconds,
      boardRows: app.loyaltyBoard.size,
      boardLoads: app.loyaltyBoard.loads,
      firstAnswerMs,
      requests: sorted.length,
      errors: result.errors,
      achievedRate: sorted.length / result.seconds,
      /** CPU of this process (the API, PGlite when embedded, the gains written) per request. */
      cpuMsPerRequest: (cpu.user + cpu.system) / 1000 / sorted.length,
      /** CPU of the load client's process per request (not part of the API's). */
      clientCpuMsPerRequest: result.clientCpuMs / sorted.length,
      gainsWritten: written.gains,
      gainsFailed: written.failed,
      p50: percentile(sorted, 0.5),
      p95: percentile(sorted, 0.95),
      p99: percentile(sorted, 0.99),
      max: sorted[sorted.length - 1],
      steadyP99: percentile(steady, 0.99),
      steadyMax: steady[steady.length - 1],
      byKind,
    };
  } finally {
    await app.close();
    await db.destroy();
  }
}

const options = parseArgs(process.argv.slice(2));
const results: Awaited<ReturnType<typeof run>>[] = [];
const ms = (value: number) => `${value.toFixed(1)} ms`;
const report = (result: Awaited<ReturnType<typeof run>>) => {
  console.log(
    `${result.database}: ${result.rankedPlayers} ranked players (seeded in ${result.seedSeconds.toFixed(1)} s, ` +
      `board loaded in ${result.boardLoadSeconds.toFixed(1)} s, first answer ${ms(result.firstAnswerMs)}); ` +
      `${result.requests} requests at ` +
      `${Math.round(result.achievedRate)}/s, ${result.errors} errors, ` +
      `${result.cpuMsPerRequest.toFixed(2)} ms of the API process's CPU per request (much less dependent on other ` +
      `load on the machine than latency; the load client used ${result.clientCpuMsPerRequest.toFixed(2)} ms more)` +
      (options.gains > 0
        ? `, ${result.gainsWritten} gains written (${result.gainsFailed} failed; board ${result.boardRows} rows, ` +
          `${result.boardLoads} full loads)`
        : '') +
      `; p50 ${ms(result.p50)}, p95 ${ms(result.p95)}, p99 ${ms(result.p99)}, max ${ms(result.max)} ` +
      `(requests due after the first ${WARM_UP_SECONDS} s: p99 ${ms(result.steadyP99)}, max ${ms(result.steadyMax)})`,
  );
  for (const [kind, figures] of Object.entries(result.byKind))
    console.log(
      `  ${kind.padEnd(14)} ${String(figures.requests).padStart(6)} requests: p50 ${ms(figures.p50)}, ` +
        `p99 ${ms(figures.p99)}, max ${ms(figures.max)}`,
    );
};
if (options.db !== 'postgres') {
  const folder = mkdtempSync(path.join(tmpdir(), 'arena-bench-loyalty-'));
  try {
    results.push(await run('PGlite (data folder)', { kind: 'pglite', dataDir: folder }, options));
    report(results[results.length - 1]);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
if (options.db !== 'pglite') {
  if (findPostgresBin() === null) {
    console.log("Postgres: skipped, no server binaries (install Debian's postgresql, or set ARENA_PG_BIN)");
  } else {
    const server = await startPostgres();
    try {
      results.push(await run('Postgres', { kind: 'postgres', url: server.url }, options));
      report(results[results.length - 1]);
    } finally {
      await server.stop();
    }
  }
}
if (options.json) writeFileSync(options.json, `${JSON.stringify(results, null, 2)}\n`);
