#!/usr/bin/env node
// `npm run fault:rolling-restart`: starts the cluster (scripts/lib/cluster.mjs: three API instances behind nginx,
// Postgres, Redis), puts it under load — 200 requests/s of varied public GETs through nginx, 1,000 signed-in
// notification sockets, support-chat pairs (one socket sends, another of the same player receives, each possibly on
// another instance) and pass match syncs (background jobs) — and restarts the three API instances one after another
// (SIGTERM, wait for the exit, start again, wait for /ready). Then it reports, against the goal of issue 34:
//   failed requests (any status but 200, or no answer; nothing is retried)         goal 0
//   sockets back after their instance stopped, and the longest time to come back     goal all, ≤ 5 s
//   chat messages acknowledged but never received (live or in the history a
//   reconnecting socket gets)                                                         goal 0
//   chat messages stored twice (each is sent with a clientMessageId and sent again
//   with it when a reconnection lost its acknowledgement, as the portal's chats do)   goal 0
//   match sync starts (POST) failed with 5xx or no answer                             goal 0
//   match syncs started during the restarts: completed, failed, handed over          goal all completed once
// Exit code 1 when a goal is missed.
//
//   node scripts/fault-rolling-restart.mjs [--port-base 18400] [--sockets 1000] [--rate 200] [--chat-pairs 50]
//                                          [--syncs 30] [--pause-ms 5000]
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { io } from 'socket.io-client';
import { startCluster } from './lib/cluster.mjs';

const require = createRequire(import.meta.url);
const { seedId } = await import(require.resolve('../api/dist/seed/ids.js')).catch(() => ({ seedId: null }));

const { values } = parseArgs({
  options: {
    'port-base': { type: 'string', default: '18400' },
    sockets: { type: 'string', default: '1000' },
    rate: { type: 'string', default: '200' },
    'chat-pairs': { type: 'string', default: '50' },
    syncs: { type: 'string', default: '30' },
    'pause-ms': { type: 'string', default: '5000' },
  },
});
const SOCKETS = Number(values.sockets);
const RATE = Number(values.rate);
const CHAT_PAIRS = Number(values['chat-pairs']);
const SYNCS = Number(values.syncs);
const PAUSE_MS = Number(values['pause-ms']);
const BACK_WITHIN_MS = 5_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (line) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);

/** A client address of its own for each simulated player (nginx appends its own; the APIs trust the proxy). */
const addressOf = (index) => `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * Setting up is not measured: a call refused for a moment (503: Redis, counting the sign-in limit, answered late
 * on a busy machine) is tried again.
 */
async function setupCall(url, init) {
  for (let attempt = 1; ; attempt += 1) {
    const response = await fetch(url, init);
    if (response.status !== 503 || attempt === 10) return response;
    await response.arrayBuffer();
    await sleep(200 * attempt);
  }
}

/** Creates a player on the sign-in stand-in (as e2e/support/players.ts createPlayerToken does); their token. */
async function signIn(api, portal, index, runTag) {
  const response = await setupCall(`${api}/auth/signin`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': addressOf(index) },
    body: new URLSearchParams({
      redirect_url: `${portal}/`,
      game_name: `Rr${runTag}${index}`.slice(0, 16),
      tag_line: 'RR',
      region: 'me1',
    }),
  });
  if (response.status !== 302) throw new Error(`sign-in ${response.status}: ${await response.text()}`);
  const token = new URL(response.headers.get('location')).searchParams.get('token');
  if (!token) throw new Error('no token in the way back');
  return token;
}

async function inBatches(count, size, run) {
  const results = [];
  for (let start = 0; start < count; start += size) {
    const batch = [];
    for (let index = start; index < Math.min(count, start + size); index += 1) batch.push(run(index));
    results.push(...(await Promise.all(batch)));
  }
  return results;
}

/** The public GETs of the load, in turn (the portal's anonymous page calls). */
const PUBLIC_GETS = [
  '/v1/tournaments',
  '/v1/tournaments?region=me',
  '/v1/tournaments?region=eu&limit=20',
  '/v1/tournaments?status=in-progress',
  '/v1/tournaments?sort=-created_at&limit=10',
  '/v1/posts',
  '/v1/home/slides',
  '/v1/general/countries',
  '/v1/menapass/tiers',
  '/v1/menapass/seasons',
  '/v1/menapass/loyalty-leaderboard',
  '/health',
];

/** Tracks a socket's disconnections and how long each took to come back. */
function watchSocket(socket, stats) {
  let lostAt = null;
  socket.on('disconnect', (reason) => {
    if (stats.stopping) return;
    lostAt = Date.now();
    stats.disconnects += 1;
    stats.reasons[reason] = (stats.reasons[reason] ?? 0) + 1;
  });
  socket.on('connect', () => {
    if (lostAt !== null) {
      stats.backMs.push(Date.now() - lostAt);
      lostAt = null;
    }
  });
  return () => (lostAt === null ? null : Date.now() - lostAt);
}

/**
 * Every socket reconnects as the portal's do (shared-kit `RECONNECT_BACKOFF`: the first retry within 0.2–1 s, the
 * ceiling doubling to 15 s, jittered), as near as socket.io's own options come to it: 600 ms ± 67 %.
 */
const RECONNECT = { reconnectionDelay: 600, reconnectionDelayMax: 15_000, randomizationFactor: 0.67 };

function openSocket(api, namespace, token, index, query = {}) {
  return io(`${api}${namespace}`, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token },
    query,
    forceNew: true,
    reconnection: true,
    ...RECONNECT,
    extraHeaders: { 'x-forwarded-for': addressOf(index) },
  });
}

function connected(socket) {
  return new Promise((resolve, reject) => {
    if (socket.connected) return resolve();
    const timer = setTimeout(() => reject(new Error('socket did not connect in 30 s')), 30_000);
    socket.once('connect', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

async function main() {
  const started = Date.now();
  const cluster = await startCluster({
    base: Number(values['port-base']),
    log,
    drainMs: 1_000,
  });
  const stops = [];
  let exitCode = 0;
  try {
    const api = cluster.urls.api;
    const portal = cluster.urls.shell;
    const runTag = Date.now().toString(36).slice(-4);
    log(`cluster up in ${((Date.now() - started) / 1000).toFixed(0)} s; signing in ${SOCKETS} players…`);
    const tokens = await inBatches(SOCKETS, 25, (index) => signIn(api, portal, index, runTag));

    const socketStats = { disconnects: 0, reasons: {}, backMs: [], stopping: false };
    const sockets = [];
    const outstanding = [];
    log(`opening ${SOCKETS} notification sockets…`);
    await inBatches(SOCKETS, 50, async (index) => {
      const socket = openSocket(api, '/notifications', tokens[index], index, {
        lang: index % 2 ? 'ar' : 'en',
      });
      sockets.push(socket);
      outstanding.push(watchSocket(socket, socketStats));
      await connected(socket);
    });
    stops.push(() => sockets.forEach((socket) => socket.disconnect()));

    // Chat: the first CHAT_PAIRS players open a support ticket; a sender socket and a receiver socket join it.
    const liveChat = seedId?.('tournament', 'desert-storm-1v1');
    const chats = [];
    if (liveChat && CHAT_PAIRS > 0) {
      log(`opening ${CHAT_PAIRS} support tickets with a sender and a receiver socket each…`);
      await inBatches(CHAT_PAIRS, 10, async (index) => {
        const response = await setupCall(`${api}/v1/discord/create-ticket`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${tokens[index]}`,
            'content-type': 'application/json',
            'x-forwarded-for': addressOf(index),
          },
          body: JSON.stringify({
            subject: 'Rolling restart',
            description: 'load test',
            tournament_id: liveChat,
          }),
        });
        if (response.status !== 201)
          throw new Error(`create-ticket ${response.status}: ${await response.text()}`);
        const { ticketId, channelId } = (await response.json()).data;
        const query = { ticket_id: ticketId, channel_id: channelId };
        const sender = openSocket(api, '/support-chat', tokens[index], index, query);
        const receiver = openSocket(api, '/support-chat', tokens[index], index, query);
        const received = new Set();
        const seenIds = new Map();
        const take = (message) => {
          received.add(message.content);
          const ids = seenIds.get(message.content) ?? new Set();
          ids.add(message.id);
          seenIds.set(message.content, ids);
        };
        receiver.on('message', take);
        receiver.on('history', (history) => history.forEach(take));
        for (const socket of [sender, receiver]) {
          sockets.push(socket);
          outstanding.push(watchSocket(socket, socketStats));
        }
        await Promise.all([connected(sender), connected(receiver)]);
        chats.push({
          index,
          sender,
          receiver,
          received,
          seenIds,
          acked: [],
          unacked: [],
          refused: [],
          resent: 0,
        });
      });
    } else {
      log('no chat: api/dist/seed/ids.js is missing or --chat-pairs 0');
    }

    // The HTTP load: RATE requests a second, spread over the players' addresses; nothing is retried.
    const http = { sent: 0, ok: 0, failed: 0, failures: {}, latencies: [] };
    let httpOn = true;
    let turn = 0;
    const inflight = new Set();
    const fire = () => {
      const path = PUBLIC_GETS[turn % PUBLIC_GETS.length];
      const index = turn % SOCKETS;
      turn += 1;
      http.sent += 1;
      const at = performance.now();
      const request = fetch(`${api}${path}`, {
        headers: { 'x-forwarded-for': addressOf(index), 'accept-encoding': 'br, gzip' },
        signal: AbortSignal.timeout(15_000),
      })
        .then(async (response) => {
          await response.arrayBuffer();
          http.latencies.push(performance.now() - at);
          if (response.status === 200) http.ok += 1;
          else {
            http.failed += 1;
            const key = `${response.status} ${path}`;
            http.failures[key] = (http.failures[key] ?? 0) + 1;
          }
        })
        .catch((error) => {
          http.failed += 1;
          const key = `${error.cause?.code ?? error.name} ${path}`;
          http.failures[key] = (http.failures[key] ?? 0) + 1;
        })
        .finally(() => inflight.delete(request));
      inflight.add(request);
    };
    const TICK_MS = 50;
    const perTick = RATE / (1000 / TICK_MS);
    let owed = 0;
    const loadTimer = setInterval(() => {
      if (!httpOn) return;
      owed += perTick;
      while (owed >= 1) {
        owed -= 1;
        fire();
      }
    }, TICK_MS);

    // The chat stream: each sender sends one message every 2 s (the chat limit is 10 in any 10 s).
    let chatOn = true;
    let sentMessages = 0;
    const chatLoops = chats.map(async (chat, position) => {
      await sleep((position * 2_000) / Math.max(1, chats.length));
      let n = 0;
      while (chatOn) {
        const content = `rr-${chat.index}-${n}`;
        n += 1;
        sentMessages += 1;
        // As the portal's chats do (mfe-tournaments chatOutbox): a message whose connection closed before its
        // acknowledgement came is sent again once connected, with the same clientMessageId, so the server stores it
        // once (a message stored twice is counted below).
        const clientMessageId = randomUUID();
        for (let attempt = 1; ; attempt += 1) {
          try {
            const answer = await chat.sender
              .timeout(15_000)
              .emitWithAck('message', { content, clientMessageId });
            if (answer?.ok) chat.acked.push(content);
            else chat.refused.push(`${content}: ${JSON.stringify(answer)}`);
            if (attempt > 1) chat.resent += 1;
          } catch (error) {
            if (attempt < 3 && /disconnected/.test(String(error))) continue;
            chat.unacked.push(content);
          }
          break;
        }
        await sleep(2_000);
      }
    });

    // Background jobs: pass match syncs started through the restarts.
    const syncs = [];
    const syncPlayers = Array.from({ length: Math.min(SYNCS, SOCKETS) }, (_, k) => SOCKETS - 1 - k);
    await inBatches(syncPlayers.length, 10, async (k) => {
      const index = syncPlayers[k];
      const response = await setupCall(`${api}/v1/menapass/register`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens[index]}`, 'x-forwarded-for': addressOf(index) },
      });
      if (response.status !== 200) log(`pass register ${response.status}: ${await response.text()}`);
    });
    let syncOn = true;
    const syncLoop = (async () => {
      let k = 0;
      while (syncOn) {
        const index = syncPlayers[k % syncPlayers.length];
        k += 1;
        try {
          const response = await fetch(`${api}/v1/menapass/sync`, {
            method: 'POST',
            headers: { authorization: `Bearer ${tokens[index]}`, 'x-forwarded-for': addressOf(index) },
          });
          const text = await response.text();
          if (response.status === 200) syncs.push({ index, jobId: JSON.parse(text).data.jobId });
          else {
            const error = `${response.status} ${text.slice(0, 80)}`;
            syncs.push({ index, error, failed: response.status >= 500 });
          }
        } catch (error) {
          syncs.push({ index, error: String(error), failed: true });
        }
        await sleep(1_000);
      }
    })();

    log(`load running: ${RATE} GET/s, ${sockets.length} sockets, ${chats.length} chat senders; warming up…`);
    await sleep(PAUSE_MS);
    const restarts = [];
    for (const instance of cluster.apis) {
      const at = Date.now();
      log(`API ${instance.index + 1}: SIGTERM`);
      const code = await instance.stop('SIGTERM');
      const stoppedMs = Date.now() - at;
      await instance.restart();
      await instance.waitReady();
      restarts.push({
        instance: instance.index + 1,
        exitCode: code,
        stopMs: stoppedMs,
        downMs: Date.now() - at,
      });
      log(
        `API ${instance.index + 1}: exited ${code} after ${stoppedMs} ms; ready again after ${Date.now() - at} ms`,
      );
      await sleep(PAUSE_MS);
    }

    log('restarts done; stopping the load…');
    httpOn = false;
    clearInterval(loadTimer);
    chatOn = false;
    syncOn = false;
    await Promise.all(chatLoops);
    await syncLoop;
    await Promise.all([...inflight]);
    // Time for the last messages to arrive and the last jobs to finish.
    await sleep(5_000);

    const stillDown = outstanding.map((since) => since()).filter((ms) => ms !== null);
    // What nginx saw: connections refused by a stopped instance (tried on the next one), timeouts, no live upstream.
    const nginxErrors = {};
    const nginxLog = path.join(cluster.folder, 'nginx', 'nginx-error.log');
    for (const line of fs.existsSync(nginxLog) ? fs.readFileSync(nginxLog, 'utf8').split('\n') : []) {
      // `2026/11/29 05:40:01 [error] 123#123: *45 connect() failed (111: Connection refused) while connecting…`
      const match = /\[(\w+)\] \d+#\d+: (?:\*\d+ )?([^,]*?)(?: while |,|$)/.exec(line);
      if (!match) continue;
      const key = `${match[1]}: ${match[2].slice(0, 70)}`;
      nginxErrors[key] = (nginxErrors[key] ?? 0) + 1;
    }
    socketStats.stopping = true;

    // Jobs: each sync's final status (the member's own status call) and pg-boss's record of the job.
    const jobIds = syncs.filter((sync) => sync.jobId).map((sync) => sync.jobId);
    const uniqueJobs = [...new Set(jobIds)];
    const client = new pg.Client({ connectionString: cluster.databaseUrl });
    await client.connect();
    const jobRows = (
      await client.query(
        `select id::text, state, retry_count from pgboss.job where id::text = any($1)
         union all select id::text, state, retry_count from pgboss.archive where id::text = any($1)`,
        [uniqueJobs],
      )
    ).rows;
    const syncRows = (
      await client.query(`select id::text, status from pass_sync_jobs where id::text = any($1)`, [uniqueJobs])
    ).rows;
    await client.end();
    const syncStatus = {};
    for (const row of syncRows) syncStatus[row.status] = (syncStatus[row.status] ?? 0) + 1;
    const bossStates = {};
    for (const row of jobRows) bossStates[row.state] = (bossStates[row.state] ?? 0) + 1;
    const handedOver = jobRows.filter((row) => row.retry_count > 0).length;
    const completedTwice =
      uniqueJobs.length -
      new Set(jobRows.filter((row) => row.state === 'completed').map((row) => row.id)).size;

    // Messages: acknowledged but not received (live, or in the history after a reconnection).
    let acked = 0;
    let lost = 0;
    let unacked = 0;
    let unackedButDelivered = 0;
    let refused = 0;
    let resent = 0;
    let duplicates = 0;
    for (const chat of chats) {
      resent += chat.resent;
      for (const ids of chat.seenIds.values()) if (ids.size > 1) duplicates += ids.size - 1;
      acked += chat.acked.length;
      refused += chat.refused.length;
      lost += chat.acked.filter((content) => !chat.received.has(content)).length;
      unacked += chat.unacked.length;
      unackedButDelivered += chat.unacked.filter((content) => chat.received.has(content)).length;
    }

    const syncFailed = syncs.filter((sync) => sync.failed).length;
    const back = [...socketStats.backMs].sort((a, b) => a - b);
    const lat = [...http.latencies].sort((a, b) => a - b);
    const slowBack = back.filter((ms) => ms > BACK_WITHIN_MS).length;
    const rows = [
      ['HTTP GETs sent', http.sent, ''],
      ['  failed (no retry)', http.failed, http.failed === 0 ? 'ok' : 'MISSED'],
      [
        '  latency p50 / p99 / max ms',
        `${percentile(lat, 50).toFixed(0)} / ${percentile(lat, 99).toFixed(0)} / ${(lat.at(-1) ?? 0).toFixed(0)}`,
        '',
      ],
      ['sockets', sockets.length, ''],
      ['  disconnections', socketStats.disconnects, JSON.stringify(socketStats.reasons)],
      ['  back (reconnected)', back.length, ''],
      ['  not back at the end', stillDown.length, stillDown.length === 0 ? 'ok' : 'MISSED'],
      [
        '  time back p50 / p99 / max ms',
        `${percentile(back, 50)} / ${percentile(back, 99)} / ${back.at(-1) ?? 0}`,
        '',
      ],
      [`  back later than ${BACK_WITHIN_MS / 1000} s`, slowBack, slowBack === 0 ? 'ok' : 'MISSED'],
      ['chat messages sent', sentMessages, ''],
      ['  acknowledged', acked, ''],
      ['  acknowledged, never received', lost, lost === 0 ? 'ok' : 'MISSED'],
      [
        '  unacknowledged (delivered anyway)',
        `${unacked} (${unackedButDelivered})`,
        unacked === unackedButDelivered ? 'ok' : 'MISSED',
      ],
      ['  sent again after a lost connection', resent, ''],
      ['  stored twice (resent with the same id)', duplicates, duplicates === 0 ? 'ok' : 'MISSED'],
      ['  refused', refused, refused === 0 ? '' : 'see log'],
      ['sync starts (POST) failed: 5xx or no answer', syncFailed, syncFailed === 0 ? 'ok' : 'MISSED'],
      [
        'match syncs started (jobs)',
        uniqueJobs.length,
        `${syncs.filter((sync) => sync.error).length} refused starts`,
      ],
      ['  status', JSON.stringify(syncStatus), ''],
      ['  pg-boss states', JSON.stringify(bossStates), ''],
      ['  handed over to another run', handedOver, ''],
      ['  not completed exactly once', completedTwice, completedTwice === 0 ? 'ok' : 'MISSED'],
    ];
    for (const restart of restarts) {
      rows.push([
        `restart API ${restart.instance}`,
        `exit ${restart.exitCode}`,
        `stop ${restart.stopMs} ms, ready after ${restart.downMs} ms`,
      ]);
    }
    console.log('\nRolling restart under load (issue 34)');
    const width = Math.max(...rows.map((row) => row[0].length));
    for (const [name, value, note] of rows)
      console.log(`  ${name.padEnd(width)}  ${String(value).padStart(14)}  ${note}`);
    const syncErrors = syncs.filter((sync) => sync.error).map((sync) => sync.error);
    if (syncErrors.length)
      console.log(`\nrefused sync starts (first 5): ${syncErrors.slice(0, 5).join('; ')}`);
    if (Object.keys(nginxErrors).length) console.log(`\nnginx error log: ${JSON.stringify(nginxErrors)}`);
    if (Object.keys(http.failures).length) console.log(`\nfailed requests: ${JSON.stringify(http.failures)}`);
    const refusals = chats.flatMap((chat) => chat.refused);
    if (refusals.length) console.log(`refused messages (first 5): ${refusals.slice(0, 5).join('; ')}`);
    if (rows.some((row) => row[2] === 'MISSED')) exitCode = 1;
  } finally {
    for (const stop of stops) stop();
    await cluster.stop();
  }
  process.exit(exitCode);
}

main().catch((error) => {
  console.error(`fault:rolling-restart failed: ${error.stack ?? error.message}`);
  process.exit(1);
});
