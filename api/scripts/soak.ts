/**
 * Soak (`npm run soak -w api -- --minutes 10 [--rate 200] [--sockets 500] [--postgres]`).
 *
 * Starts the real API on loopback (embedded database in a fresh data folder, or a throwaway Postgres), opens
 * `--sockets` live socket.io connections (signed-in players on `/notifications`, kept open the whole run), and
 * sends `--rate` HTTP requests per second for `--minutes`, a mix of what the portal calls: the tournament list,
 * news, a tournament, my teams, my notifications, my profile (signed in), and a bug report write (1 in 20).
 * Stops by itself. Prints, every 30 s, the API's resident memory and the errors so far; at the end the latency
 * percentiles, error count (any non-2xx, network error or dropped socket), and memory over time.
 *
 * Exits 1 on any error. Loopback only: the target is the API it starts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { seedId } from '../src/seed/ids.js';
import {
  percentile,
  PLAYERS,
  PORTAL_ORIGIN,
  residentMegabytes,
  sleep,
  startApi,
  startRestartablePostgres,
  stopApi,
  tokenFor,
} from './fault-harness.js';

function parseArgs(argv: string[]) {
  const options = { minutes: 10, rate: 200, sockets: 500, postgres: false, port: 9814 };
  for (let index = 0; index < argv.length; index += 1) {
    const name = argv[index];
    if (name === '--minutes') options.minutes = Number(argv[(index += 1)]);
    else if (name === '--rate') options.rate = Number(argv[(index += 1)]);
    else if (name === '--sockets') options.sockets = Number(argv[(index += 1)]);
    else if (name === '--postgres') options.postgres = true;
    else if (name === '--port') options.port = Number(argv[(index += 1)]);
    else throw new Error(`Unknown option ${name}`);
  }
  if (!(options.minutes > 0 && options.minutes <= 120)) throw new Error('--minutes must be in (0, 120]');
  return options;
}

const options = parseArgs(process.argv.slice(2));
const dataDir = mkdtempSync(path.join(tmpdir(), 'arena-soak-'));
const postgres = options.postgres ? await startRestartablePostgres() : null;
let exitCode: number | undefined;
try {
  const api = await startApi({ port: options.port, dataDir, databaseUrl: postgres?.url });
  console.log(
    `API up in ${api.startedInMs} ms (${postgres ? 'Postgres' : 'embedded database'}), loopback ${api.url}`,
  );
  const tokens = await Promise.all(PLAYERS.map((player) => tokenFor(player)));
  const tournament = seedId('tournament', 'sands-of-valor');

  // The live sockets.
  const sockets: Socket[] = [];
  let socketErrors = 0;
  let socketDrops = 0;
  for (let index = 0; index < options.sockets; index += 1) {
    const socket = io(`${api.url}/notifications`, {
      transports: ['websocket'],
      auth: { token: tokens[index % tokens.length] },
      query: { lang: index % 2 ? 'ar' : 'en' },
      reconnection: false,
      extraHeaders: { origin: PORTAL_ORIGIN },
    });
    socket.on('connect_error', () => (socketErrors += 1));
    socket.on('disconnect', (reason) => {
      if (reason !== 'io client disconnect') socketDrops += 1;
    });
    sockets.push(socket);
    if (index % 50 === 49) await sleep(100);
  }
  const connectDeadline = Date.now() + 60_000;
  while (sockets.some((socket) => !socket.connected) && Date.now() < connectDeadline && socketErrors === 0)
    await sleep(100);
  console.log(`${sockets.filter((socket) => socket.connected).length}/${options.sockets} sockets connected`);

  const calls: { path: string; method?: string; signedIn?: boolean; body?: unknown }[] = [
    { path: '/v1/tournaments' },
    { path: '/v1/posts' },
    { path: `/v1/tournaments/${tournament}` },
    { path: '/v1/teams/me', signedIn: true },
    { path: '/v1/notifications', signedIn: true },
    { path: '/v1/user/me', signedIn: true },
  ];
  const latencies: number[] = [];
  const errors: Record<string, number> = {};
  let sent = 0;
  let inFlight = 0;
  const memory: { minute: number; rssMb: number | null }[] = [];
  const started = Date.now();
  const end = started + options.minutes * 60_000;
  const fire = async (n: number) => {
    const token = tokens[n % tokens.length];
    const write = n % 20 === 0;
    const call = write
      ? {
          path: '/v1/bug-report',
          method: 'POST',
          signedIn: true,
          body: { bugType: 'other', title: `soak ${n}`, description: 'soak' },
        }
      : calls[n % calls.length];
    const t0 = performance.now();
    inFlight += 1;
    try {
      const status = await request(
        call.method ?? 'GET',
        call.path,
        {
          ...(call.signedIn ? { authorization: `Bearer ${token}` } : {}),
          ...(call.body ? { 'content-type': 'application/json' } : {}),
        },
        call.body ? JSON.stringify(call.body) : undefined,
      );
      latencies.push(performance.now() - t0);
      if (status >= 300) errors[`${call.path} ${status}`] = (errors[`${call.path} ${status}`] ?? 0) + 1;
    } catch (error) {
      const kind = (error as NodeJS.ErrnoException).code ?? (error as Error).name;
      errors[`${call.path} ${kind}`] = (errors[`${call.path} ${kind}`] ?? 0) + 1;
    } finally {
      inFlight -= 1;
    }
  };
  // Keep-alive connections, at most 64 at once, as a reverse proxy in front of the API would hold: requests over
  // that wait their turn here, and that wait counts in their latency (the loop below is open: it never slows).
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const target = new URL(api.url);
  const request = (method: string, pathname: string, headers: Record<string, string>, body?: string) =>
    new Promise<number>((resolve, reject) => {
      const outgoing = http.request(
        { agent, host: target.hostname, port: target.port, method, path: pathname, headers, timeout: 15_000 },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
          response.on('error', reject);
        },
      );
      outgoing.on('timeout', () =>
        outgoing.destroy(Object.assign(new Error('timed out'), { code: 'TIMEOUT' })),
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  // Open-loop at the target rate: one tick every 50 ms sends the requests due by then.
  const pending: Promise<void>[] = [];
  let nextReport = started + 30_000;
  memory.push({ minute: 0, rssMb: residentMegabytes(api.child.pid) });
  while (Date.now() < end) {
    const due = Math.floor(((Date.now() - started) / 1000) * options.rate);
    while (sent < due) pending.push(fire(sent++));
    if (pending.length > 5_000) pending.splice(0, pending.length - 5_000);
    if (Date.now() >= nextReport) {
      const rssMb = residentMegabytes(api.child.pid);
      memory.push({ minute: Math.round((Date.now() - started) / 6_000) / 10, rssMb });
      const errorCount = Object.values(errors).reduce((sum, count) => sum + count, 0);
      console.log(
        `${((Date.now() - started) / 60_000).toFixed(1)} min: ${sent} requests, ${errorCount} errors, in flight ${inFlight}, ` +
          `p99 ${percentile(latencies.slice(-6_000), 99).toFixed(1)} ms, RSS ${rssMb} MB, sockets ${sockets.filter((socket) => socket.connected).length}`,
      );
      nextReport += 30_000;
    }
    await sleep(50);
  }
  await Promise.all(pending);
  memory.push({ minute: options.minutes, rssMb: residentMegabytes(api.child.pid) });
  const connectedAtEnd = sockets.filter((socket) => socket.connected).length;
  for (const socket of sockets) socket.disconnect();
  agent.destroy();
  await stopApi(api);

  const errorCount = Object.values(errors).reduce((sum, count) => sum + count, 0);
  const seconds = options.minutes * 60;
  const summary = {
    minutes: options.minutes,
    database: postgres ? 'postgres' : 'embedded',
    requests: sent,
    achievedPerSecond: Math.round(sent / seconds),
    errors: errorCount,
    errorKinds: errors,
    latencyMs: {
      p50: Number(percentile(latencies, 50).toFixed(1)),
      p95: Number(percentile(latencies, 95).toFixed(1)),
      p99: Number(percentile(latencies, 99).toFixed(1)),
      max: Number(Math.max(...latencies).toFixed(1)),
    },
    sockets: { opened: options.sockets, connectedAtEnd, connectErrors: socketErrors, dropped: socketDrops },
    memoryRssMb: memory,
  };
  console.log(JSON.stringify(summary, null, 2));
  const ok = errorCount === 0 && connectedAtEnd === options.sockets && socketDrops === 0;
  console.log(ok ? 'OK: 0 errors, every socket stayed connected' : 'FAILED');
  exitCode = ok ? 0 : 1;
} finally {
  await postgres?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode ?? 1);
