#!/usr/bin/env node
/**
 * Matchmaking load test (`npm run bench:matchmaking`).
 *
 * For each strategy it measures, it drives an API the way players do: every simulated player is created through
 * the sign-in stand-in's create form, registers for the seeded "Arena Matchmaking Season" ladder over HTTP,
 * opens a real socket.io connection to `/tournament`, then searches (HTTP) at a random moment of the arrival
 * period and waits for MATCH_FOUND on its socket. It reports players paired, players found in two matches
 * (must be 0, checked from the events and from each player's status afterwards), median and p95 time from search
 * to MATCH_FOUND, and the mean and max point gap per pair — for the engine (`global`) and for the naive
 * `first-come` baseline (MATCHMAKING_STRATEGY=first-come, a switch used only here).
 *
 * The duo queue (issue 33) runs beside the solo players: `--duos N` more pairs of players form duos over HTTP (one
 * invites the other by Riot ID, the other accepts), and one player of each duo searches for both. Duos meet duos
 * only; their figures are reported on their own: players paired, search→MATCH_FOUND (both players of a duo), and
 * the gap of the two duos' combined points per match (mean, max), with the mean gap per player (half of it).
 *
 * Options:
 *   --players N        simulated solo players per run (default 500)
 *   --duos N           duos per run, beside the solo players (default 50; 0 for none)
 *   --arrival-ms MS    players join the queue spread over this period (default 10000)
 *   --url URL          use a running API for the `global` run (needs ARENA_TEST_CLOCK=1 and generous rate limits);
 *                      without it the script starts its own API on a free port with a fresh ARENA_DATA_DIR
 *   --strategies LIST  comma-separated, default "global,first-come" (first-come always runs on its own API)
 *   --instances N      run each strategy on N API processes over one throwaway Postgres (default 1: one API
 *                      on PGlite). Each player's HTTP calls go to one instance and its socket to the next: the
 *                      QUEUE_STATUS of its search always crosses between instances, MATCH_FOUND whenever the
 *                      other instance ran the pass.
 *   --json FILE        also write the results as JSON
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { io } from 'socket.io-client';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const ORIGIN = 'http://localhost:8080';
const LADDER_NAME = 'Arena Matchmaking Season';
const HOUR = 3_600_000;
const CLUSTER_SECRET = randomBytes(48).toString('base64url');

function parseArgs(argv) {
  const options = {
    players: 500,
    duos: 50,
    arrivalMs: 10_000,
    url: null,
    strategies: ['global', 'first-come'],
    json: null,
    instances: 1,
  };
  for (let index = 0; index < argv.length; index += 1) {
    const [name, value] = [argv[index], argv[index + 1]];
    if (name === '--players') options.players = Number(value);
    else if (name === '--duos') options.duos = Number(value);
    else if (name === '--arrival-ms') options.arrivalMs = Number(value);
    else if (name === '--url') options.url = value.replace(/\/+$/, '');
    else if (name === '--strategies') options.strategies = value.split(',').map((entry) => entry.trim());
    else if (name === '--json') options.json = value;
    else if (name === '--instances') options.instances = Number(value);
    else throw new Error(`Unknown option ${name}`);
    index += 1;
  }
  if (!Number.isInteger(options.players) || options.players < 2) throw new Error('--players must be ≥ 2');
  if (!Number.isInteger(options.duos) || options.duos < 0) throw new Error('--duos must be ≥ 0');
  if (!Number.isInteger(options.instances) || options.instances < 1)
    throw new Error('--instances must be ≥ 1');
  return options;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * Starts an API from source; resolves once /health answers. Without `databaseUrl` it gets a fresh data folder
 * (PGlite); with one, it is one of several instances over that Postgres.
 */
async function startApi(strategy, databaseUrl = null) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'arena-bench-'));
  const env = { ...process.env };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--conditions=arena-source', '--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(ROOT, 'api'),
    env: {
      ...env,
      // Instances of one deployment share the database and the token secret.
      ...(databaseUrl ? { DATABASE_URL: databaseUrl, ARENA_JWT_SECRET: CLUSTER_SECRET } : {}),
      PORT: String(port),
      HOST: '127.0.0.1',
      ARENA_DATA_DIR: dataDir,
      ARENA_TEST_CLOCK: '1',
      MATCHMAKING_STRATEGY: strategy,
      RATE_LIMIT_PER_MINUTE: '10000000',
      SIGNIN_RATE_LIMIT_PER_MINUTE: '10000000',
      LOG_LEVEL: 'warn',
      ARENA_PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`API exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  return {
    urls: [url],
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** N API processes over one throwaway Postgres (api/src/testing/postgres-server.ts), started together. */
async function startCluster(strategy, instances) {
  const { tsImport } = await import('tsx/esm/api');
  const { startPostgres } = await tsImport('../api/src/testing/postgres-server.ts', import.meta.url);
  const postgres = await startPostgres({ maxConnections: 20 * instances + 20 });
  const apis = [];
  try {
    apis.push(
      ...(await Promise.all(Array.from({ length: instances }, () => startApi(strategy, postgres.url)))),
    );
  } catch (error) {
    await Promise.all(apis.map((started) => started.stop()));
    await postgres.stop();
    throw error;
  }
  return {
    urls: apis.flatMap((started) => started.urls),
    stop: async () => {
      await Promise.all(apis.map((started) => started.stop()));
      await postgres.stop();
    },
  };
}

async function api(url, method, pathName, token, body) {
  const response = await fetch(`${url}${pathName}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** A new player through the sign-in stand-in's create form; returns their token. */
async function createPlayer(url, gameName, tagLine) {
  const form = new URLSearchParams({
    redirect_url: `${ORIGIN}/`,
    game_name: gameName,
    tag_line: tagLine,
    region: 'me1',
  });
  const response = await fetch(`${url}/auth/signin`, {
    method: 'POST',
    body: form,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    redirect: 'manual',
  });
  const location = response.headers.get('location');
  const token = location ? new URL(location).searchParams.get('token') : null;
  if (!token) throw new Error(`sign-in stand-in answered ${response.status} for ${gameName}`);
  return token;
}

/** Points around 1000 (roughly normal, sd ≈ 150), deterministic per index. */
function pointsFor(index) {
  let seed = (index + 1) * 2654435761;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  let sum = 0;
  for (let draw = 0; draw < 6; draw += 1) sum += random();
  return Math.max(0, Math.round(1000 + (sum - 3) * 212));
}

async function inBatches(items, size, work) {
  const results = [];
  for (let start = 0; start < items.length; start += size) {
    results.push(...(await Promise.all(items.slice(start, start + size).map(work))));
  }
  return results;
}

const percentile = (sorted, p) =>
  sorted.length === 0 ? null : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Moves the clock of every instance (each API process keeps its own offset). */
async function moveClocks(urls, offsetMs) {
  for (const url of urls) {
    const clock = await api(url, 'POST', '/v1/dev/clock', null, { offsetMs });
    if (clock.status !== 200)
      throw new Error(`POST /v1/dev/clock answered ${clock.status}: the API needs ARENA_TEST_CLOCK=1`);
  }
}

async function run(urls, strategy, options) {
  const [url] = urls;
  // A player's HTTP calls go to one instance, its socket to the next (the same one when there is one).
  const httpUrl = (player) => urls[player.index % urls.length];
  const socketUrl = (player) => urls[(player.index + 1) % urls.length];
  const tournaments = await api(url, 'GET', '/v1/tournaments?tournament_type=matchmaking&limit=50');
  const ladder = tournaments.body.data.find((tournament) => tournament.name?.en === LADDER_NAME);
  if (!ladder) throw new Error(`No "${LADDER_NAME}" ladder on ${url}`);
  const ladderId = ladder._id ?? ladder.id;
  const run = Math.random().toString(36).slice(2, 6);

  // Registration closes when the ladder starts: register with the API's clock moved before the start.
  const startAt = Date.parse(ladder.starting_time);
  await moveClocks(urls, startAt - Date.now() - HOUR);

  const indexes = Array.from({ length: options.players + 2 * options.duos }, (_, index) => index);
  const everyone = await inBatches(indexes, 25, async (index) => {
    const home = httpUrl({ index });
    const token = await createPlayer(home, `Bn${run}${index}`, 'BNCH');
    const registered = await api(home, 'POST', `/v1/matchmaking/tournaments/${ladderId}/register`, token);
    if (registered.status !== 201)
      throw new Error(`register: ${registered.status} ${JSON.stringify(registered.body)}`);
    const points = pointsFor(index);
    await api(home, 'POST', `/v1/dev/matchmaking/${ladderId}/points`, token, { points });
    return {
      index,
      token,
      points,
      riotId: `Bn${run}${index}#BNCH`,
      duo: null,
      userId: null,
      searchAt: 0,
      found: [],
      socket: null,
    };
  });
  await moveClocks(urls, 0);
  const players = everyone.slice(0, options.players);
  const duoPlayers = everyone.slice(options.players);

  // The duos: the first of each two invites the second by Riot ID, the second accepts (issue 33).
  const duos = [];
  for (let index = 0; index + 1 < duoPlayers.length; index += 2)
    duos.push([duoPlayers[index], duoPlayers[index + 1]]);
  await inBatches(duos, 25, async ([first, second]) => {
    const invited = await api(
      httpUrl(first),
      'POST',
      `/v1/matchmaking/tournaments/${ladderId}/duo/invites`,
      first.token,
      {
        riot_id: second.riotId,
      },
    );
    if (invited.status !== 201)
      throw new Error(`duo invite: ${invited.status} ${JSON.stringify(invited.body)}`);
    const status = await api(
      httpUrl(second),
      'GET',
      `/v1/matchmaking/tournaments/${ladderId}/status`,
      second.token,
    );
    const inviteId = status.body?.data?.duo?.incoming?.[0]?.id;
    const accepted = await api(
      httpUrl(second),
      'POST',
      `/v1/matchmaking/tournaments/${ladderId}/duo/invites/${inviteId}/accept`,
      second.token,
    );
    if (accepted.status !== 200)
      throw new Error(`duo accept: ${accepted.status} ${JSON.stringify(accepted.body)}`);
    first.duo = second;
    second.duo = first;
  });

  // One real socket per player on the ladder's /tournament channel.
  await inBatches(everyone, 50, async (player) => {
    player.socket = io(`${socketUrl(player)}/tournament`, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token: player.token },
      query: { tournament_id: ladderId },
      reconnection: false,
      extraHeaders: { origin: ORIGIN },
    });
    player.socket.on('MATCH_FOUND', (payload) => {
      player.userId ??= payload.targetUserId;
      player.found.push({ at: performance.now(), match: payload.match });
    });
    await new Promise((resolve, reject) => {
      player.socket.once('connect', resolve);
      player.socket.once('connect_error', reject);
    });
  });

  // Arrivals spread over the arrival period, in random order: each solo player, and one player of each duo (who
  // queues both).
  const order = [...players, ...duos.map(([first]) => first)].sort(() => Math.random() - 0.5);
  const started = performance.now();
  const searchErrors = [];
  await Promise.all(
    order.map(async (player, position) => {
      await sleep((position / order.length) * options.arrivalMs);
      player.searchAt = performance.now();
      if (player.duo) player.duo.searchAt = player.searchAt;
      const answer = await api(
        httpUrl(player),
        'POST',
        `/v1/matchmaking/tournaments/${ladderId}/search`,
        player.token,
      );
      if (answer.status !== 200) searchErrors.push(answer.status);
    }),
  );
  // Wait until everyone (all but one when odd) is matched, or 60 s after the last arrival.
  const deadline = performance.now() + 60_000;
  const target = players.length - (players.length % 2) + (duos.length - (duos.length % 2)) * 2;
  while (
    performance.now() < deadline &&
    everyone.filter((player) => player.found.length > 0).length < target
  ) {
    await sleep(200);
  }
  await sleep(500);
  const elapsedMs = performance.now() - started;

  // Server-side check: every player's status names at most one match, the one their socket announced.
  const statuses = await inBatches(everyone, 50, (player) =>
    api(httpUrl(player), 'GET', `/v1/matchmaking/tournaments/${ladderId}/status`, player.token),
  );
  const seatsByMatch = new Map();
  const sizeOf = new Map();
  let mismatched = 0;
  statuses.forEach((status, index) => {
    const match = status.body?.data?.current_match;
    const player = everyone[index];
    if (match) {
      seatsByMatch.set(match._id, (seatsByMatch.get(match._id) ?? 0) + 1);
      sizeOf.set(match._id, match.player1_partner ? 4 : 2);
    }
    if (player.found.length > 0 && match?._id !== player.found[0].match._id) mismatched += 1;
  });
  const inTwo = everyone.filter(
    (player) => new Set(player.found.map((found) => found.match._id)).size > 1,
  ).length;
  // A duo match's sides are their combined points; the duo wrongly paired with solo players is counted.
  const sidePoints = (player, partner) => player.points + (partner?.points ?? 0);
  const figures = (group, duo) => {
    const pairs = new Map();
    for (const player of group) for (const found of player.found) pairs.set(found.match._id, found.match);
    const waits = group
      .filter((player) => player.found.length > 0)
      .map((player) => player.found[0].at - player.searchAt)
      .sort((a, b) => a - b);
    const gaps = [...pairs.values()].map((match) =>
      Math.abs(
        sidePoints(match.player1, match.player1_partner) - sidePoints(match.player2, match.player2_partner),
      ),
    );
    const mean = (values) =>
      values.length
        ? Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 10) / 10
        : null;
    return {
      players: group.length,
      paired: group.filter((player) => player.found.length > 0).length,
      pairs: pairs.size,
      wrongKindOfMatch: [...pairs.values()].filter((match) => Boolean(match.player1_partner) !== duo).length,
      searchToMatchMs: {
        median: Math.round(percentile(waits, 50) ?? NaN),
        p95: Math.round(percentile(waits, 95) ?? NaN),
        max: Math.round(waits.at(-1) ?? NaN),
      },
      pointGap: { mean: mean(gaps), max: gaps.length ? Math.max(...gaps) : null },
      ...(duo ? { pointGapPerPlayer: { mean: mean(gaps.map((gap) => gap / 2)) } } : {}),
    };
  };
  const solo = figures(players, false);
  const duo = figures(duoPlayers, true);
  for (const player of everyone) player.socket.disconnect();

  return {
    strategy,
    instances: urls.length,
    ...solo,
    duo,
    playersInTwoMatches: inTwo,
    statusMismatches: mismatched,
    matchesWithWrongSeatCount: [...seatsByMatch.entries()].filter(([id, count]) => count !== sizeOf.get(id))
      .length,
    searchErrors: searchErrors.length,
    elapsedMs: Math.round(elapsedMs),
  };
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const results = [];
  for (const strategy of options.strategies) {
    const useRunning = options.url && strategy === 'global';
    const server = useRunning
      ? { urls: [options.url], stop: async () => {} }
      : options.instances > 1
        ? await startCluster(strategy, options.instances)
        : await startApi(strategy);
    try {
      console.log(`\n▶ ${strategy}: ${options.players} players against ${server.urls.join(', ')}`);
      const result = await run(server.urls, strategy, options);
      console.log(JSON.stringify(result, null, 2));
      results.push(result);
    } finally {
      await server.stop();
    }
  }
  console.log(
    '\n| strategy | API instances | players | paired | in two matches | median search→MATCH_FOUND | p95 | mean gap | max gap |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    console.log(
      `| ${r.strategy} | ${r.instances} | ${r.players} | ${r.paired} | ${r.playersInTwoMatches} | ${r.searchToMatchMs.median} ms | ${r.searchToMatchMs.p95} ms | ${r.pointGap.mean} | ${r.pointGap.max} |`,
    );
  }
  if (results.some((r) => r.duo.players > 0)) {
    console.log(
      '\n| duo queue | duos | players paired | median search→MATCH_FOUND | p95 | mean gap (combined) | max gap (combined) | mean gap per player |',
    );
    console.log('|---|---|---|---|---|---|---|---|');
    for (const r of results) {
      const d = r.duo;
      console.log(
        `| ${r.strategy} | ${d.players / 2} | ${d.paired} | ${d.searchToMatchMs.median} ms | ${d.searchToMatchMs.p95} ms | ${d.pointGap.mean} | ${d.pointGap.max} | ${d.pointGapPerPlayer.mean} |`,
      );
    }
  }
  if (options.json) writeFileSync(options.json, `${JSON.stringify(results, null, 2)}\n`);
  const broken = results.some(
    (r) =>
      r.playersInTwoMatches > 0 ||
      r.statusMismatches > 0 ||
      r.matchesWithWrongSeatCount > 0 ||
      r.wrongKindOfMatch > 0 ||
      r.duo.wrongKindOfMatch > 0,
  );
  process.exit(broken ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
