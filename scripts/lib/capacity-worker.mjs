// One load process of the capacity bench (scripts/bench-capacity.mjs starts several): it plays a share of the
// signed-in players as the portal drives them — a /notifications socket each (opened as shared-kit's connectSocket
// opens it: the token in the handshake's `auth`, `lang` in the query, WebSocket first, the portal's Origin), the
// bell's 60 s refetch, and page visits with the calls of capacity-screens.mjs, each player pausing a random
// (exponential) time between visits. It is driven over IPC by the bench and answers with raw figures.
//
// Messages in:  init { url, origin, players[], world, pageEveryMs, reloadShare, connectPerSecond, localAddress }
//               grow { count }          start players up to `count` (at connectPerSecond), answer `grown`
//               measure-start           forget the figures so far
//               measure-end             answer `figures` (latencies by call kind, errors, sockets, CPU, lag)
//               stop                    close everything and exit
import http from 'node:http';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { io } from 'socket.io-client';
import {
  bootCalls,
  NOTIFICATIONS_REFETCH_MS,
  notificationsCall,
  pickScreen,
  screenCalls,
  STALE_MS,
} from './capacity-screens.mjs';

let settings = null;
let agent = null;
let target = null;
const players = [];
let running = 0;
let stopping = false;

/** Figures since the last measure-start. */
let figures = freshFigures();
function freshFigures() {
  return {
    latencies: {},
    pages: [],
    loads: [],
    statuses: {},
    errors: 0,
    expected4xx: 0,
    unexpected4xx: 0,
    errorSamples: [],
    connects: 0,
    connectErrors: 0,
    disconnects: 0,
    cpu: process.cpuUsage(),
    startedAt: performance.now(),
  };
}
const lag = monitorEventLoopDelay({ resolution: 10 });
const round = (ms) => Math.round(ms * 100) / 100;
/** Time from opening a socket to its `connect`, and refusals, for the sockets opened by the last `grow`. */
let handshakeMs = [];
let handshakeErrors = [];

/** One HTTP call as apiCall makes it (shared-kit/src/api/api-client.ts) plus the browser's own headers. */
function call(player, entry) {
  return new Promise((resolve) => {
    const started = performance.now();
    const headers = {
      accept: 'application/json',
      'accept-language': player.lang,
      'accept-encoding': 'gzip, deflate, br',
      origin: settings.origin,
    };
    if (!entry.anonymous) headers.authorization = `Bearer ${player.token}`;
    const request = http.request(
      {
        protocol: target.protocol,
        hostname: target.hostname,
        port: target.port,
        path: `${target.pathname.replace(/\/+$/, '')}${entry.path}`,
        agent,
        headers,
        localAddress: settings.localAddress ?? undefined,
      },
      (response) => {
        response.resume();
        response.on('end', () => {
          const ms = performance.now() - started;
          record(entry, ms, response.statusCode);
          resolve(ms);
        });
        response.on('error', () => fail(entry.kind, 'response aborted', started, resolve));
      },
    );
    request.setTimeout(30_000, () => request.destroy(new Error('timeout after 30 s')));
    request.on('error', (error) => fail(entry.kind, error.message, started, resolve));
    request.end();
  });
}

/**
 * One answer: its time, its status by call kind, and whether it is an error (5xx), a 4xx the portal takes as an
 * answer (`entry.expected`, e.g. the progress of a player without a pass) or another 4xx (a fault of the simulation
 * or of the API, counted apart so neither hides among the other).
 */
function record(entry, ms, status) {
  const kind = entry.kind;
  (figures.latencies[kind] ??= []).push(round(ms));
  const key = `${kind} ${status}`;
  figures.statuses[key] = (figures.statuses[key] ?? 0) + 1;
  if (status >= 500) figures.errors += 1;
  else if (status >= 400 && entry.expected?.includes(status)) figures.expected4xx += 1;
  else if (status >= 400) figures.unexpected4xx += 1;
}

function fail(kind, message, started, resolve) {
  const ms = performance.now() - started;
  figures.errors += 1;
  if (figures.errorSamples.length < 5) figures.errorSamples.push(`${kind}: ${message}`);
  (figures.latencies[kind] ??= []).push(round(ms));
  resolve(ms);
}

/**
 * The calls of a visit not answered from the player's cache, all at once; answers the slowest call's time (0 when
 * the cache answered everything).
 */
async function visit(player, calls) {
  const now = performance.now();
  const due = calls.filter((entry) => {
    if (entry.cache === 'always') return true;
    const last = player.fetched.get(entry.cacheKey ?? entry.path);
    if (entry.cache === 'page') return last === undefined;
    return last === undefined || now - last >= STALE_MS;
  });
  for (const entry of due) player.fetched.set(entry.cacheKey ?? entry.path, now);
  if (due.length === 0) return 0;
  const times = await Promise.all(due.map((entry) => call(player, entry)));
  return Math.max(...times);
}

function openSocket(player) {
  const opened = performance.now();
  const socket = io(`${settings.url}/notifications`, {
    auth: (callback) => callback({ token: player.token }),
    query: { lang: player.lang },
    forceNew: true,
    transports: ['websocket', 'polling'],
    reconnection: true,
    // The kit's backoff (shared-kit/src/socket/socket.ts RECONNECT_BACKOFF: first retry within 1 s, doubling to
    // 15 s, jittered), as near as socket.io's own options come to it.
    reconnectionDelay: 600,
    reconnectionDelayMax: 15_000,
    reconnectionAttempts: Infinity,
    randomizationFactor: 0.67,
    extraHeaders: { origin: settings.origin },
    localAddress: settings.localAddress ?? undefined,
  });
  let first = true;
  socket.on('connect', () => {
    figures.connects += 1;
    if (first) handshakeMs.push(round(performance.now() - opened));
    first = false;
  });
  socket.on('connect_error', (error) => {
    figures.connectErrors += 1;
    if (first) handshakeErrors.push(error.message);
    if (figures.errorSamples.length < 5) figures.errorSamples.push(`socket: ${error.message}`);
  });
  // A full page load closes the old socket itself; any other end is the server's or the network's.
  socket.on('disconnect', (reason) => {
    if (!stopping && reason !== 'io client disconnect') figures.disconnects += 1;
  });
  socket.on('notification', () => {});
  return socket;
}

/** A full page load: the shell boots (user, geoip, the bell's list and socket), then the screen. */
async function pageLoad(player) {
  player.fetched.clear();
  player.socket?.disconnect();
  clearTimeout(player.refetchTimer);
  const screen = pickScreen();
  const boot = bootCalls(player);
  // The shell asks for the user first; the rest starts once the session is signed in.
  const user = await visit(player, [boot[0]]);
  if (stopping) return;
  player.socket = openSocket(player);
  scheduleRefetch(player);
  const rest = await visit(player, [...boot.slice(1), ...screenCalls(screen, player, settings.world)]);
  figures.loads.push(round(user + rest));
}

function scheduleRefetch(player, delay = NOTIFICATIONS_REFETCH_MS) {
  player.refetchTimer = setTimeout(() => {
    if (stopping) return;
    void call(player, notificationsCall(player, true));
    scheduleRefetch(player);
  }, delay);
}

function scheduleVisit(player) {
  const pause = -Math.log(1 - Math.random()) * settings.pageEveryMs;
  player.visitTimer = setTimeout(() => {
    if (stopping) return;
    const next =
      Math.random() < settings.reloadShare
        ? pageLoad(player)
        : visit(player, screenCalls(pickScreen(), player, settings.world)).then((ms) => {
            if (ms > 0) figures.pages.push(round(ms));
          });
    void next.then(() => scheduleVisit(player));
  }, pause);
}

/**
 * A player who already has the portal open, as they are in the steady state a step measures: their socket opens
 * (the handshake is the cost of their arrival), the bell's next refetch falls anywhere in its 60 s period and their
 * next visit after a random pause. Arriving with a full page load each would make the ramp a burst of boots that
 * the steady state never sees; full loads come with `reloadShare` of the visits instead.
 */
function startPlayer(player) {
  player.fetched = new Map();
  player.socket = openSocket(player);
  scheduleRefetch(player, Math.random() * NOTIFICATIONS_REFETCH_MS);
  scheduleVisit(player);
}

async function grow(count) {
  const gap = 1000 / settings.connectPerSecond;
  const startedAt = performance.now();
  const first = running;
  handshakeMs = [];
  handshakeErrors = [];
  while (running < Math.min(count, players.length)) {
    startPlayer(players[running]);
    running += 1;
    const ahead = startedAt + (running - first) * gap - performance.now();
    if (ahead > 0) await new Promise((resolve) => setTimeout(resolve, ahead));
  }
  // Every socket of the step open (or refused) before the bench measures.
  const deadline = performance.now() + 60_000;
  while (performance.now() < deadline) {
    const open = players.slice(0, running).filter((player) => player.socket?.connected).length;
    if (open >= running) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return players.slice(0, running).filter((player) => player.socket?.connected).length;
}

function percentileSummary(values) {
  if (values.length === 0) return null;
  const sorted = Float64Array.from(values).sort();
  const at = (share) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
  return { n: sorted.length, p50: at(0.5), p99: at(0.99), max: sorted[sorted.length - 1] };
}

process.on('message', async (message) => {
  if (message.type === 'init') {
    settings = message;
    target = new URL(message.url);
    agent = new http.Agent({ keepAlive: true, maxSockets: message.maxHttpConnections });
    players.push(...message.players);
    lag.enable();
    process.send({ type: 'ready' });
  } else if (message.type === 'grow') {
    const start = running;
    const open = await grow(message.count);
    process.send({
      type: 'grown',
      started: running - start,
      running,
      open,
      handshake: percentileSummary(handshakeMs),
      handshakeErrors: handshakeErrors.length,
      handshakeErrorSamples: [...new Set(handshakeErrors)].slice(0, 3),
    });
  } else if (message.type === 'measure-start') {
    figures = freshFigures();
    lag.reset();
  } else if (message.type === 'measure-end') {
    const cpu = process.cpuUsage(figures.cpu);
    const open = players.slice(0, running).filter((player) => player.socket?.connected).length;
    process.send({
      type: 'figures',
      latencies: figures.latencies,
      pages: figures.pages,
      loads: figures.loads,
      statuses: figures.statuses,
      errors: figures.errors,
      expected4xx: figures.expected4xx,
      unexpected4xx: figures.unexpected4xx,
      errorSamples: figures.errorSamples,
      connects: figures.connects,
      connectErrors: figures.connectErrors,
      disconnects: figures.disconnects,
      open,
      running,
      seconds: (performance.now() - figures.startedAt) / 1000,
      cpuMs: (cpu.user + cpu.system) / 1000,
      rssMb: Math.round(process.memoryUsage().rss / 1048576),
      lagP99Ms: lag.percentile(99) / 1e6,
    });
  } else if (message.type === 'stop') {
    stopping = true;
    for (const player of players) {
      clearTimeout(player.visitTimer);
      clearTimeout(player.refetchTimer);
      player.socket?.disconnect();
    }
    agent?.destroy();
    process.send({ type: 'stopped' }, () => process.exit(0));
  }
});
