#!/usr/bin/env node
/**
 * Capacity of one API instance (`npm run bench:capacity`, issue 34, DESIGN §8): how many signed-in players it
 * serves with the p99 of the portal's API calls at most 100 ms.
 *
 * Each simulated player does what the portal does for a signed-in visitor (scripts/lib/capacity-screens.mjs lists
 * the calls and where each comes from): a /notifications socket (shared-kit's connectSocket: the token in the
 * handshake, `lang`, WebSocket, the portal's Origin), the bell's refetch every 60 s, and page visits — home,
 * tournament list, tournament pages of varied ids and tabs, leaderboard pages and searches, news list and articles,
 * the pass — one every `--page-every` seconds on average (exponential pauses), a `--reload-share` of them full page
 * loads (the shell boots again: user, geoip, the bell's list and a new socket), the others in-app navigations
 * answered from TanStack Query's 30 s cache where the portal's would be.
 *
 * The number of players grows in steps (`--steps`). Players arrive at `--connect-rate` as they are in the steady
 * state: their socket opens, their next refetch and visit fall at random points (scripts/lib/capacity-worker.mjs).
 * Each step is held (`--settle` s, then `--hold` s measured) and reports call latency percentiles, visits, socket
 * counts, the API process's CPU and RSS, Postgres's CPU (its server processes), the load processes' CPU and
 * event-loop lag, the machine's busy share, iowait and load average, and the p99 of a /health probe (when the
 * lightest call stalls too, other work on the machine is part of the figure). It stops after the first step whose
 * call p99 passes `--limit-ms` (the knee) or at the last step.
 *
 * By default the bench starts its own API (`node api/dist/main.js`, one process, built first when dist is
 * missing) on a fresh embedded database (ARENA_DATA_DIR in a temporary folder) or, with `--db postgres`, on a
 * throwaway Postgres (Debian's server, api/src/testing/postgres-server.ts). Players are inserted into that
 * database before the API starts and their tokens signed with the JWT secret the bench gives the API
 * (scripts/lib/capacity-seed.mjs says why that is honest). With `--url` it drives a running API (one instance or
 * nginx in front of several): give `--database-url` and `--jwt-secret` to seed the same way, otherwise players are
 * created through the sign-in stand-in (slow; the target needs the stand-in and raised rate limits, since every
 * simulated player calls from this machine's address). `--api-pid` (repeatable) names the API processes whose CPU
 * to report.
 *
 * The load processes (`--workers`, default one per 9,000 players, at least 2) run on the same 2 cores as the API:
 * their CPU is reported next to the API's. Every process the bench starts gets the open-file limit raised to its
 * hard limit (a socket is a file; the default soft limit may be 1,024).
 *
 * Options:
 *   --quick                smoke run (about a minute): steps 250,500,1000, settle 3 s, hold 12 s, a visit every 30 s
 *   --db embedded|postgres|both   database of the bench's own API (default embedded)
 *   --steps LIST           players per step, comma-separated (default 1000,2000,5000,10000)
 *   --target N             stop after the step that reaches N players (default: the last step)
 *   --hold S               measured seconds per step (default 40)
 *   --settle S             seconds after a step's players are in before measuring (default 10)
 *   --page-every S         mean seconds between a player's page visits (default 60)
 *   --reload-share X       share of visits that are full page loads (default 0.1)
 *   --connect-rate N       players arriving per second during a ramp (socket handshakes), all load processes together (default 200)
 *   --limit-ms MS          the p99 that ends the ramp (default 100)
 *   --keep-going           run every step even past the limit (CPU and memory per player on a busy machine)
 *   --workers N            load processes
 *   --url URL              a running API instead of the bench's own; --database-url, --jwt-secret, --api-pid
 *   --port N               the bench's own API's port (default 57500)
 *   --api-node-option OPT  a Node option for the bench's own API, repeatable (e.g. --cpu-prof); it runs with the
 *                          image's NODE_OPTIONS (deploy/docker/api.Dockerfile) first, as production does
 *   --no-image-node-options  without the image's NODE_OPTIONS
 *   --origin URL           the portal's address sent as Origin (default http://localhost:8080; with --url, the
 *                          portal that API serves, e.g. `npm run start:cluster`'s)
 *   --api-dist DIR         the build the bench's own API runs (default api/dist; e.g. a private transpile of
 *                          api/src made with contract/scripts/transpile.mjs, to compare two builds)
 *   --per-route N          instead of the ramp: each call kind of the screens N times (4 at once, spread over the
 *                          players, the 4xx the portal expects included) and the API's CPU per call of each kind,
 *                          read from /proc (the bench's own API, or --api-pid): CPU, not wall-clock, so a busy
 *                          machine changes it little
 *   --json FILE            also write the results as JSON
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedPlayers, signInPlayers, signTokens } from './lib/capacity-seed.mjs';
import { imageNodeOptions } from './lib/image-node-options.mjs';
import { processStat } from './lib/proc.mjs';
import { bootCalls, notificationsCall, SCREEN_WEIGHTS, screenCalls } from './lib/capacity-screens.mjs';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
/** The portal's address the calls and sockets come from (`--origin`: a running API's portal, e.g. the cluster's). */
let ORIGIN = 'http://localhost:8080';
const WORKER = fileURLToPath(new URL('./lib/capacity-worker.mjs', import.meta.url));

function parseArgs(argv) {
  const options = {
    quick: false,
    keepGoing: false,
    db: 'embedded',
    steps: [1000, 2000, 5000, 10_000],
    target: null,
    hold: 40,
    settle: 10,
    pageEvery: 60,
    reloadShare: 0.1,
    connectRate: 200,
    limitMs: 100,
    workers: null,
    url: null,
    databaseUrl: null,
    jwtSecret: null,
    apiPids: [],
    port: 57500,
    apiNodeOptions: [],
    imageNodeOptions: true,
    apiDist: null,
    perRoute: 0,
    json: null,
  };
  const explicit = new Set();
  for (let index = 0; index < argv.length; index += 1) {
    const name = argv[index];
    const value = () => {
      index += 1;
      if (index >= argv.length) throw new Error(`${name} needs a value`);
      return argv[index];
    };
    explicit.add(name);
    if (name === '--quick') options.quick = true;
    else if (name === '--keep-going') options.keepGoing = true;
    else if (name === '--db') options.db = value();
    else if (name === '--steps') options.steps = value().split(',').map(Number);
    else if (name === '--target') options.target = Number(value());
    else if (name === '--hold') options.hold = Number(value());
    else if (name === '--settle') options.settle = Number(value());
    else if (name === '--page-every') options.pageEvery = Number(value());
    else if (name === '--reload-share') options.reloadShare = Number(value());
    else if (name === '--connect-rate') options.connectRate = Number(value());
    else if (name === '--limit-ms') options.limitMs = Number(value());
    else if (name === '--workers') options.workers = Number(value());
    else if (name === '--url') options.url = value().replace(/\/+$/, '');
    else if (name === '--database-url') options.databaseUrl = value();
    else if (name === '--jwt-secret') options.jwtSecret = value();
    else if (name === '--api-pid') options.apiPids.push(Number(value()));
    else if (name === '--port') options.port = Number(value());
    else if (name === '--api-node-option') options.apiNodeOptions.push(value());
    else if (name === '--no-image-node-options') options.imageNodeOptions = false;
    else if (name === '--origin') ORIGIN = value().replace(/\/+$/, '');
    else if (name === '--api-dist') options.apiDist = path.resolve(value());
    else if (name === '--per-route') options.perRoute = Number(value());
    else if (name === '--json') options.json = value();
    else throw new Error(`Unknown option ${name}`);
  }
  if (options.quick) {
    if (!explicit.has('--steps')) options.steps = [250, 500, 1000];
    if (!explicit.has('--hold')) options.hold = 12;
    if (!explicit.has('--settle')) options.settle = 3;
    if (!explicit.has('--page-every')) options.pageEvery = 30;
  }
  if (!['embedded', 'postgres', 'both'].includes(options.db)) throw new Error(`Unknown --db ${options.db}`);
  if (options.steps.some((step) => !Number.isInteger(step) || step < 1))
    throw new Error('--steps must be positive whole numbers');
  options.steps.sort((a, b) => a - b);
  if (options.target) options.steps = options.steps.filter((step) => step <= options.target);
  if (options.target && options.steps.at(-1) !== options.target) options.steps.push(options.target);
  for (const [name, number] of [
    ['--hold', options.hold],
    ['--settle', options.settle],
    ['--page-every', options.pageEvery],
    ['--connect-rate', options.connectRate],
    ['--limit-ms', options.limitMs],
  ])
    if (!(number > 0)) throw new Error(`${name} must be a positive number`);
  if (!(options.reloadShare >= 0 && options.reloadShare <= 1)) throw new Error('--reload-share is 0 to 1');
  if (options.jwtSecret && !options.databaseUrl) throw new Error('--jwt-secret goes with --database-url');
  options.workers ??= Math.max(2, Math.ceil(options.steps.at(-1) / 9000));
  return options;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A command run with the open-file soft limit raised to the hard one (a socket is a file). */
function withFileLimit(command, args) {
  const quoted = [command, ...args].map((part) => `'${part.replaceAll("'", "'\\''")}'`).join(' ');
  return ['/bin/sh', ['-c', `ulimit -n "$(ulimit -Hn)" 2>/dev/null; exec ${quoted}`]];
}

function openFileLimit() {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((entry) => entry.startsWith('Max open files'));
    return line ? line.split(/\s+/).slice(3, 5).join('/') : 'unknown';
  } catch {
    return 'unknown';
  }
}

// ---- process figures from /proc ----

function rssMb(pid) {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Math.round(Number(match[1]) / 1024) : null;
  } catch {
    return null;
  }
}

/** The postmaster of a throwaway Postgres (found by its socket folder) and its server processes. */
function postgresPids(folder) {
  if (!folder) return [];
  const all = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  const master = all.find((pid) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(folder);
    } catch {
      return false;
    }
  });
  if (!master) return [];
  const children = all.filter((pid) => processStat(pid)?.parent === Number(master));
  return [master, ...children].map(Number);
}

/** Busy and total jiffies of the whole machine (every process, other people's work included). */
function machineTicks() {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const idle = fields[3] + fields[4];
  const total = fields.reduce((sum, value) => sum + value, 0);
  return { busy: total - idle, ioWait: fields[4], total };
}

const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

// ---- the API under test ----

function ensureApiBuilt() {
  const main = path.join(ROOT, 'api', 'dist', 'main.js');
  if (!existsSync(main)) {
    console.log('api/dist is missing: npm run build -w api');
    const build = spawn('npm', ['run', 'build', '-w', 'api'], { cwd: ROOT, stdio: 'inherit' });
    return new Promise((resolve, reject) =>
      build.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`build exited with ${code}`)))),
    );
  }
  const built = statSync(main).mtimeMs;
  const newer = [];
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (file.endsWith('.ts') && !file.endsWith('.test.ts') && statSync(file).mtimeMs > built)
        newer.push(path.relative(ROOT, file));
    }
  };
  walk(path.join(ROOT, 'api', 'src'));
  if (newer.length)
    console.warn(
      `note: api/dist is older than ${newer.length} source file(s) (${newer.slice(0, 3).join(', ')}…): ` +
        'the bench measures the build (npm run build -w api to refresh it)',
    );
  return Promise.resolve();
}

async function waitForHealth(url, child) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child && child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${url}/health did not answer`);
}

async function startOwnApi(options, kind) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'arena-capacity-'));
  let postgres = null;
  if (kind === 'postgres') {
    const { tsImport } = await import('tsx/esm/api');
    const { startPostgres } = await tsImport('../api/src/testing/postgres-server.ts', import.meta.url);
    postgres = await startPostgres({ maxConnections: 100 });
  }
  const cleanup = async () => {
    await postgres?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const target = postgres ? { kind: 'postgres', url: postgres.url } : { kind: 'pglite', dataDir };
    const players = await timed('seed', () => seedPlayers(ROOT, target, options.steps.at(-1)));
    const secret = randomBytes(48).toString('base64url');
    const tokens = await signTokens(ROOT, secret, players);
    players.forEach((player, index) => (player.token = tokens[index]));

    const url = `http://127.0.0.1:${options.port}`;
    const env = { ...process.env };
    for (const name of ['DATABASE_URL', 'REDIS_URL', 'NODE_ENV', 'API_INSTANCES']) delete env[name];
    const [command, args] = withFileLimit(process.execPath, [
      ...(options.imageNodeOptions ? imageNodeOptions() : []),
      ...options.apiNodeOptions,
      path.join(options.apiDist ?? path.join(ROOT, 'api', 'dist'), 'main.js'),
    ]);
    const child = spawn(command, args, {
      cwd: path.join(ROOT, 'api'),
      env: {
        ...env,
        ...(postgres ? { DATABASE_URL: postgres.url } : {}),
        ARENA_DATA_DIR: dataDir,
        ARENA_JWT_SECRET: secret,
        PORT: String(options.port),
        HOST: '127.0.0.1',
        ARENA_PUBLIC_URL: url,
        // Every simulated player calls from this machine's address: the per-address limit would count them as one.
        RATE_LIMIT_PER_MINUTE: '100000000',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    await waitForHealth(url, child);
    return {
      url,
      players,
      apiPids: [child.pid],
      postgresFolder: postgres ? decodeURIComponent(new URL(postgres.url).searchParams.get('host')) : null,
      stop: async () => {
        if (child.exitCode === null) {
          const exited = new Promise((resolve) => child.once('exit', resolve));
          child.kill('SIGTERM');
          await exited;
        }
        await cleanup();
      },
    };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

async function useRunningApi(options) {
  await waitForHealth(options.url, null);
  const count = options.steps.at(-1);
  let players;
  if (options.databaseUrl) {
    players = await timed('seed', () =>
      seedPlayers(ROOT, { kind: 'postgres', url: options.databaseUrl }, count),
    );
    const tokens = await signTokens(ROOT, options.jwtSecret, players);
    players.forEach((player, index) => (player.token = tokens[index]));
  } else {
    players = await timed(`sign-in of ${count} players`, () => signInPlayers(options.url, ORIGIN, count));
  }
  return { url: options.url, players, apiPids: options.apiPids, postgresFolder: null, stop: async () => {} };
}

async function timed(label, work) {
  const started = performance.now();
  const result = await work();
  console.log(`${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

/** What the pages pick from: tournaments and posts the API lists, leaderboard pages, names to search. */
async function readWorld(url, players) {
  const get = async (pathName) => {
    const response = await fetch(`${url}${pathName}`, { headers: { origin: ORIGIN } });
    if (!response.ok) throw new Error(`GET ${pathName} answered ${response.status}`);
    return response.json();
  };
  const tournaments = (await get('/v1/tournaments')).data.map(
    (tournament) => tournament._id ?? tournament.id,
  );
  const posts = (await get('/v1/posts?sort=-created_at')).data.map((post) => post._id ?? post.id);
  const board = await get('/v1/menapass/loyalty-leaderboard?page=1&limit=100');
  if (!tournaments.length || !posts.length) throw new Error('the API lists no tournaments or no posts');
  // The Bracket tab is offered only for tournaments that have one.
  const brackets = [];
  for (const id of tournaments)
    if ((await fetch(`${url}/v1/tournaments/${id}/bracket`, { headers: { origin: ORIGIN } })).ok)
      brackets.push(id);
  return {
    tournaments,
    brackets: brackets.length ? brackets : tournaments,
    posts,
    leaderboardPages: Math.max(1, Math.ceil((board.pagination?.total ?? 100) / 100)),
    playerNames: players.slice(0, 2000).map((player) => player.name),
  };
}

// ---- load processes ----

function startWorkers(options, url, players, world) {
  const shares = Array.from({ length: options.workers }, () => []);
  players.forEach((player, index) => {
    player.lang = index % 4 === 3 ? 'ar' : 'en';
    shares[index % options.workers].push({
      token: player.token,
      lang: player.lang,
      member: player.member,
    });
  });
  return Promise.all(
    shares.map(
      (share) =>
        new Promise((resolve, reject) => {
          const [command, args] = withFileLimit(process.execPath, [WORKER]);
          const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
          const pending = new Map();
          child.on('message', (message) => {
            const waiter = pending.get(message.type);
            if (waiter) {
              pending.delete(message.type);
              waiter(message);
            }
          });
          child.once('error', reject);
          const worker = {
            pid: child.pid,
            size: share.length,
            request(message, answer) {
              const reply = answer ? new Promise((done) => pending.set(answer, done)) : null;
              child.send(message);
              return reply;
            },
            async stop() {
              if (child.exitCode !== null) return;
              const exited = new Promise((done) => child.once('exit', done));
              child.send({ type: 'stop' });
              const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
              await exited;
              clearTimeout(kill);
            },
          };
          worker
            .request(
              {
                type: 'init',
                url,
                origin: ORIGIN,
                players: share,
                world,
                pageEveryMs: options.pageEvery * 1000,
                reloadShare: options.reloadShare,
                connectPerSecond: options.connectRate / options.workers,
                maxHttpConnections: 256,
                localAddress: null,
              },
              'ready',
            )
            .then(() => resolve(worker), reject);
        }),
    ),
  );
}

// ---- figures ----

function summary(values) {
  if (!values.length) return { n: 0, p50: null, p99: null, max: null };
  const sorted = Float64Array.from(values).sort();
  const at = (share) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
  return { n: sorted.length, p50: at(0.5), p99: at(0.99), max: sorted[sorted.length - 1] };
}

/**
 * GET /health ten times a second from this process while a step is measured: the time of the API's lightest call,
 * so a stall of the whole machine (other work on its cores) can be told from the load's own queueing.
 */
async function probeWhile(url, ms) {
  const times = [];
  const end = performance.now() + ms;
  while (performance.now() < end) {
    const started = performance.now();
    try {
      await (await fetch(`${url}/health`)).arrayBuffer();
      times.push(performance.now() - started);
    } catch {
      // counted by the players' figures
    }
    await sleep(Math.max(0, 100 - (performance.now() - started)));
  }
  return times;
}

function cpuOf(pids) {
  let total = 0;
  for (const pid of pids) total += processStat(pid)?.cpuSeconds ?? 0;
  return total;
}

async function runStep(options, setup, workers, players) {
  const growStarted = performance.now();
  const grown = await Promise.all(
    workers.map((worker) =>
      worker.request(
        { type: 'grow', count: Math.ceil((players * worker.size) / setup.players.length) },
        'grown',
      ),
    ),
  );
  const growSeconds = (performance.now() - growStarted) / 1000;
  await sleep(options.settle * 1000);

  const workerPids = workers.map((worker) => worker.pid);
  const pgPids = postgresPids(setup.postgresFolder);
  const before = {
    api: cpuOf(setup.apiPids),
    postgres: cpuOf(pgPids),
    load: cpuOf(workerPids),
    machine: machineTicks(),
    at: performance.now(),
  };
  await Promise.all(workers.map((worker) => worker.request({ type: 'measure-start' })));
  const probe = await probeWhile(setup.url, options.hold * 1000);
  const parts = await Promise.all(
    workers.map((worker) => worker.request({ type: 'measure-end' }, 'figures')),
  );
  const seconds = (performance.now() - before.at) / 1000;
  const machine = machineTicks();
  const percent = (cpu) => Math.round((cpu / seconds) * 100);

  const byKind = {};
  const all = [];
  for (const part of parts)
    for (const [kind, values] of Object.entries(part.latencies)) {
      (byKind[kind] ??= []).push(...values);
      all.push(...values);
    }
  const refetch = byKind['notifications/refetch'] ?? [];
  const statuses = {};
  for (const part of parts)
    for (const [key, count] of Object.entries(part.statuses)) statuses[key] = (statuses[key] ?? 0) + count;
  const handshakes = grown.flatMap((entry) => (entry.handshake ? [entry.handshake] : []));
  return {
    players,
    open: parts.reduce((sum, part) => sum + part.open, 0),
    growSeconds: Math.round(growSeconds),
    handshakeP99: handshakes.length ? Math.max(...handshakes.map((entry) => entry.p99)) : null,
    handshakeErrors: grown.reduce((sum, entry) => sum + entry.handshakeErrors, 0),
    handshakeErrorSamples: [...new Set(grown.flatMap((entry) => entry.handshakeErrorSamples))],
    seconds: Math.round(seconds),
    callsPerSecond: Math.round(all.length / seconds),
    calls: summary(all),
    visits: summary(parts.flatMap((part) => part.pages)),
    loads: summary(parts.flatMap((part) => part.loads)),
    refetch: summary(refetch),
    kinds: Object.fromEntries(
      Object.entries(byKind)
        .map(([kind, values]) => [kind, summary(values)])
        .sort((a, b) => b[1].n - a[1].n),
    ),
    statuses,
    probe: summary(probe),
    errors: parts.reduce((sum, part) => sum + part.errors, 0),
    // 4xx answers apart from errors: those the portal takes as an answer (a player without a pass asking for
    // progress) and any other (a fault to look at).
    expected4xx: parts.reduce((sum, part) => sum + (part.expected4xx ?? 0), 0),
    unexpected4xx: parts.reduce((sum, part) => sum + (part.unexpected4xx ?? 0), 0),
    errorSamples: parts.flatMap((part) => part.errorSamples).slice(0, 5),
    connectErrors: parts.reduce((sum, part) => sum + part.connectErrors, 0),
    disconnects: parts.reduce((sum, part) => sum + part.disconnects, 0),
    apiCpu: setup.apiPids.length ? percent(cpuOf(setup.apiPids) - before.api) : null,
    apiRssMb: setup.apiPids.length ? setup.apiPids.reduce((sum, pid) => sum + (rssMb(pid) ?? 0), 0) : null,
    postgresCpu: pgPids.length ? percent(cpuOf(pgPids) - before.postgres) : null,
    loadCpu: percent(cpuOf(workerPids) - before.load),
    loadRssMb: parts.reduce((sum, part) => sum + part.rssMb, 0),
    loadLagP99: Math.round(Math.max(...parts.map((part) => part.lagP99Ms))),
    machineBusy: Math.round(
      ((machine.busy - before.machine.busy) / (machine.total - before.machine.total)) *
        100 *
        availableParallelism(),
    ),
    ioWait: Math.round(
      ((machine.ioWait - before.machine.ioWait) / (machine.total - before.machine.total)) *
        100 *
        availableParallelism(),
    ),
    loadAverage: loadAverage(),
  };
}

const fixed = (value, digits = 1) => (value === null || value === undefined ? '–' : value.toFixed(digits));

function printTable(label, steps, options) {
  const rows = steps.map((step) => [
    step.players.toLocaleString('en'),
    step.open.toLocaleString('en'),
    String(step.callsPerSecond),
    fixed(step.calls.p50),
    fixed(step.calls.p99),
    fixed(step.calls.max, 0),
    fixed(step.visits.p99),
    fixed(step.refetch.p99),
    fixed(step.probe.p99),
    String(step.errors + step.connectErrors),
    `${step.expected4xx}/${step.unexpected4xx}`,
    step.apiCpu === null ? '–' : `${step.apiCpu}%`,
    step.apiRssMb === null ? '–' : String(step.apiRssMb),
    step.postgresCpu === null ? '–' : `${step.postgresCpu}%`,
    `${step.loadCpu}%`,
    String(step.loadLagP99),
    `${step.machineBusy}%`,
    `${step.ioWait}%`,
    step.loadAverage,
  ]);
  const header = [
    'players',
    'sockets',
    'calls/s',
    'p50 ms',
    'p99 ms',
    'max ms',
    'visit p99',
    'refetch p99',
    'health p99',
    'errors',
    '4xx ok/other',
    'API CPU',
    'API RSS MB',
    'PG CPU',
    'load CPU',
    'load lag p99',
    'machine',
    'iowait',
    'loadavg',
  ];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column].length)),
  );
  const line = (cells) => cells.map((cell, column) => cell.padStart(widths[column])).join('  ');
  console.log(`\n${label}: call latency over every API call the pages make (boot, screens, 60 s refetch)`);
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  const over = steps.find((step) => step.calls.p99 > options.limitMs);
  const under = [...steps].reverse().find((step) => step.calls.p99 <= options.limitMs);
  if (over) {
    console.log(
      `knee: p99 passed ${options.limitMs} ms at ${over.players.toLocaleString('en')} players` +
        (under ? ` (held at ${under.players.toLocaleString('en')})` : ''),
    );
    if (over.probe.p99 > options.limitMs / 2)
      console.log(
        `  note: the lightest call (/health) stalled too (p99 ${fixed(over.probe.p99)} ms, machine ` +
          `${over.machineBusy}% busy, loadavg ${over.loadAverage}): other work on the machine is part of this knee`,
      );
  } else
    console.log(
      `knee not reached: p99 ≤ ${options.limitMs} ms up to ${steps.at(-1).players.toLocaleString('en')} players`,
    );
  // The API's request handling is one thread: where its CPU would reach one full core at the same activity per
  // player. Read with the latencies, not instead of them (it says nothing of queueing before that).
  const cpuSteps = steps.filter((step) => step.apiCpu > 0 && step.players >= 1000);
  if (cpuSteps.length) {
    const step = cpuSteps.at(-1);
    console.log(
      `API CPU per 1,000 players: ${fixed((step.apiCpu / step.players) * 1000)}% of a core ` +
        `(${step.players.toLocaleString('en')} players, ${step.callsPerSecond} calls/s: ` +
        `${fixed((step.apiCpu * 10) / Math.max(1, step.callsPerSecond), 2)} ms of API CPU a call); ` +
        `one core full at ≈ ${Math.round((step.players * 100) / step.apiCpu).toLocaleString('en')} players`,
    );
  }
  const last = steps.at(-1);
  console.log(`\nby call at ${last.players.toLocaleString('en')} players (n, p50, p99, max ms):`);
  for (const [kind, figures] of Object.entries(last.kinds))
    console.log(
      `  ${kind.padEnd(24)} ${String(figures.n).padStart(7)} ${fixed(figures.p50).padStart(7)} ` +
        `${fixed(figures.p99).padStart(7)} ${fixed(figures.max, 0).padStart(6)}`,
    );
  const odd = Object.entries(last.statuses).filter(([key]) => !key.endsWith(' 200'));
  if (odd.length) console.log(`  answers other than 200: ${odd.map(([key, n]) => `${key}×${n}`).join(', ')}`);
  console.log(
    `  4xx: ${last.expected4xx} the portal takes as an answer (e.g. progress of a player without a pass), ` +
      `${last.unexpected4xx} other; errors (5xx, failed): ${last.errors}`,
  );
  if (last.errorSamples.length) console.log(`  errors: ${last.errorSamples.join(' | ')}`);
}

// ---- CPU per call, by route ----

/** One GET as the load processes make it (scripts/lib/capacity-worker.mjs), answering its status. */
function getAs(agent, url, player, entry) {
  return new Promise((resolve, reject) => {
    const target = new URL(`${url.replace(/\/+$/, '')}${entry.path}`);
    const headers = {
      accept: 'application/json',
      'accept-language': player.lang ?? 'en',
      'accept-encoding': 'gzip, deflate, br',
      origin: ORIGIN,
    };
    if (!entry.anonymous) headers.authorization = `Bearer ${player.token}`;
    const request = http.request(
      {
        hostname: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        agent,
        headers,
      },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk) => (bytes += chunk.length));
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            bytes,
            encoding: response.headers['content-encoding'] ?? 'none',
          }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/**
 * The API's CPU per call of each kind the screens make: every kind `count` times, 4 at a time, round the players
 * (members and not), after a warm-up of each, with the API's CPU read before and after. Kinds whose URL varies
 * (tournament ids, leaderboard pages, searches) draw it as the screens do.
 */
async function measurePerRoute(options, setup, world) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  const players = setup.players.slice(0, 2000).map((player, index) => ({
    ...player,
    lang: index % 4 === 3 ? 'ar' : 'en',
  }));
  const draws = new Map();
  const add = (entry) => {
    const list = draws.get(entry.kind) ?? [];
    list.push(entry);
    draws.set(entry.kind, list);
  };
  for (let round = 0; round < 40; round += 1) {
    const player = players[round % players.length];
    for (const entry of [...bootCalls(player), notificationsCall(player, true)]) add(entry);
    for (const screen of Object.keys(SCREEN_WEIGHTS))
      for (const entry of screenCalls(screen, { ...player, member: true }, world)) add(entry);
  }
  const rows = [];
  const runs = [...draws].map(([kind, entries]) => {
    const run = async (count) => {
      const statuses = {};
      const sizes = [];
      let next = 0;
      await Promise.all(
        Array.from({ length: 4 }, async () => {
          while (next < count) {
            const index = next++;
            const answer = await getAs(
              agent,
              setup.url,
              players[index % players.length],
              entries[index % entries.length],
            );
            statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
            sizes.push(`${answer.bytes} ${answer.encoding}`);
          }
        }),
      );
      return { statuses, size: sizes[sizes.length - 1] };
    };
    return { kind, run };
  });
  // Warm-up: every kind once over, so the JIT, the pools and each player's first token check are behind us.
  for (const { run } of runs) await run(Math.min(players.length, options.perRoute));
  for (const { kind, run } of runs) {
    const before = cpuOf(setup.apiPids);
    const started = performance.now();
    const { statuses, size } = await run(options.perRoute);
    const cpuMs = ((cpuOf(setup.apiPids) - before) * 1000) / options.perRoute;
    const wallMs = (performance.now() - started) / options.perRoute;
    rows.push({ kind, calls: options.perRoute, cpuMs, wallMs, statuses, lastAnswer: size });
    console.log(
      `  ${kind.padEnd(24)} ${cpuMs.toFixed(2).padStart(6)} ms CPU a call  ` +
        `(${Object.entries(statuses)
          .map(([status, n]) => `${status}×${n}`)
          .join(', ')}; last answer ${size} bytes)`,
    );
  }
  agent.destroy();
  return rows;
}

async function runOne(options, kind) {
  const label = options.url ? options.url : kind === 'postgres' ? 'Postgres' : 'embedded (PGlite)';
  console.log(`\n=== ${label} ===`);
  const setup = options.url ? await useRunningApi(options) : await startOwnApi(options, kind);
  let workers = [];
  const steps = [];
  const stop = async () => {
    await Promise.all(workers.map((worker) => worker.stop()));
    await setup.stop();
  };
  const interrupted = () => void stop().finally(() => process.exit(130));
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    const world = await readWorld(setup.url, setup.players);
    console.log(
      `${setup.players.length} players ready; ${world.tournaments.length} tournaments, ${world.posts.length} posts, ` +
        `${world.leaderboardPages} leaderboard pages; ${options.workers} load processes`,
    );
    if (options.perRoute > 0) {
      console.log(`API CPU per call, by kind (${options.perRoute} calls each, 4 at a time):`);
      const perRoute = await measurePerRoute(options, setup, world);
      return { database: options.url ? 'running API' : kind, perRoute };
    }
    workers = await startWorkers(options, setup.url, setup.players, world);
    for (const players of options.steps) {
      const step = await runStep(options, setup, workers, players);
      steps.push(step);
      console.log(
        `  ${players} players: ${step.open} sockets open (ramp ${step.growSeconds} s, handshake p99 ` +
          `${fixed(step.handshakeP99, 0)} ms` +
          (step.handshakeErrors
            ? `, ${step.handshakeErrors} refused first: ${step.handshakeErrorSamples.join(' | ')}`
            : '') +
          `), ${step.callsPerSecond} calls/s, p50 ${fixed(step.calls.p50)} ms, ` +
          `p99 ${fixed(step.calls.p99)} ms, API CPU ${step.apiCpu ?? '–'}%, load CPU ${step.loadCpu}%, ` +
          `loadavg ${step.loadAverage}`,
      );
      if (step.calls.p99 > options.limitMs && !options.keepGoing) break;
    }
  } finally {
    process.removeListener('SIGINT', interrupted);
    process.removeListener('SIGTERM', interrupted);
    await stop();
  }
  printTable(label, steps, options);
  return { database: options.url ? 'running API' : kind, steps };
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (!options.url && !options.apiDist) await ensureApiBuilt();
  console.log(
    `bench:capacity — steps ${options.steps.join(', ')}; each held ${options.settle} s + ${options.hold} s measured; ` +
      `a visit every ${options.pageEvery} s per player (${Math.round(options.reloadShare * 100)}% full loads); ` +
      `screens ${Object.entries(SCREEN_WEIGHTS)
        .map(([screen, weight]) => `${screen} ${Math.round(weight * 100)}%`)
        .join(
          ', ',
        )}; open files ${openFileLimit()} (raised to the hard limit for the API and load processes); ` +
      `loadavg at start ${loadAverage()}`,
  );
  const kinds = options.url ? ['running'] : options.db === 'both' ? ['embedded', 'postgres'] : [options.db];
  const results = [];
  for (const kind of kinds) results.push(await runOne(options, kind));
  if (options.json) writeFileSync(options.json, JSON.stringify({ options, results }, null, 2));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
