import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { io, type Socket } from 'socket.io-client';
import { buildApp } from '../../app.js';
import { createDatabase, type Db } from '../../db/database.js';
import { createClusterAdapter } from '../../realtime/cluster-adapter.js';
import { prepareDatabase } from '../../seed/prepare.js';
import { seedDemoContent } from '../../seed/demo-content.js';
import { type PostgresServer, startPostgres } from '../../testing/postgres-server.js';
import { createSeededDatabase } from '../../testing/seeded-database.js';
import { NO_POSTGRES } from '../../testing/several-instances.js';
import { listenOnFreePort, waitFor } from '../../testing/socket-client.js';
import { TEST_CONFIG, TEST_PORTAL_ORIGIN } from '../../testing/test-app.js';
import { closeGracefully } from './graceful-shutdown.js';

const DRAIN_MS = 1_500;

/** Whether a new TCP connection to the port is accepted. */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('graceful shutdown (SIGTERM)', () => {
  let db: Db;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let url = '';
  let port = 0;
  /** The slow route's requests wait for this gate, so one is in flight when the shutdown begins. */
  let openGate = () => {};
  const gate = new Promise<void>((resolve) => {
    openGate = resolve;
  });
  let slowEntered = false;
  const sockets: Socket[] = [];

  before(async () => {
    ({ db } = await createSeededDatabase());
    app = await buildApp({ db, config: TEST_CONFIG, demo: seedDemoContent() });
    app.get('/test/slow', async () => {
      slowEntered = true;
      await gate;
      return { finished: true };
    });
    url = await listenOnFreePort(app);
    port = Number(new URL(url).port);
  });
  after(async () => {
    openGate();
    for (const socket of sockets) socket.disconnect();
    if (app.server.listening) await app.close();
    await db.destroy();
  });

  test('readiness fails first, requests are served through the drain, in-flight ones finish, sockets are told to reconnect', async () => {
    assert.equal((await fetch(`${url}/ready`)).status, 200);

    const socket = io(`${url}/notifications`, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      extraHeaders: { origin: TEST_PORTAL_ORIGIN },
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    let disconnectReason: string | null = null;
    socket.on('disconnect', (reason) => {
      disconnectReason = reason;
    });

    const inFlight = fetch(`${url}/test/slow`);
    await waitFor(() => slowEntered, 'the slow request to reach its handler');

    const started = Date.now();
    let closed = false;
    const closing = closeGracefully(app, { drainMs: DRAIN_MS, log: { info: () => {} } }).then(() => {
      closed = true;
    });

    // During the drain: not ready, still alive, and every other route still answers.
    const ready = await fetch(`${url}/ready`);
    assert.equal(ready.status, 503);
    assert.deepEqual(((await ready.json()) as { details: unknown }).details, { failed: ['shutdown'] });
    assert.equal((await fetch(`${url}/health`)).status, 200);
    const page = await fetch(`${url}/v1/tournaments`);
    assert.equal(page.status, 200, await page.text());
    assert.ok(await accepts(port), 'new connections are still accepted during the drain');
    assert.equal(disconnectReason, null, 'sockets stay connected during the drain');
    assert.ok(Date.now() - started < DRAIN_MS, 'the checks ran within the drain');

    // After the drain: no new connections; the socket's transport closed (not a server disconnect, which a
    // socket.io client takes as final): a client with reconnection on comes back, through the load balancer.
    await waitFor(() => !app.server.listening, 'the server to stop listening', DRAIN_MS + 5_000);
    assert.ok(Date.now() - started >= DRAIN_MS - 50, 'the instance listened through the whole drain');
    assert.equal(await accepts(port), false, 'no new connection after the drain');
    await waitFor(() => disconnectReason !== null, 'the socket to be disconnected');
    assert.equal(disconnectReason, 'transport close');

    // The request in flight is still waited for, and answered in full.
    assert.equal(closed, false, 'close waits for the request in flight');
    openGate();
    const answer = await inFlight;
    assert.equal(answer.status, 200);
    assert.deepEqual(await answer.json(), { finished: true });
    await closing;
    assert.ok(closed);
  });
});

describe('graceful shutdown of one of several instances', { skip: NO_POSTGRES }, () => {
  let server: PostgresServer;
  const instances: { app: Awaited<ReturnType<typeof buildApp>>; close: () => Promise<void>; url: string }[] =
    [];
  const sockets: Socket[] = [];

  before(async () => {
    server = await startPostgres();
    const setup = createDatabase({ kind: 'postgres', url: server.url });
    await prepareDatabase(setup);
    await setup.destroy();
    for (let index = 0; index < 2; index += 1) {
      const instanceDb = createDatabase({ kind: 'postgres', url: server.url });
      const cluster = createClusterAdapter(server.url, { warn: () => {} });
      const instanceApp = await buildApp({
        db: instanceDb,
        config: TEST_CONFIG,
        realtimeAdapter: cluster.adapter,
      });
      instances.push({
        app: instanceApp,
        url: await listenOnFreePort(instanceApp),
        close: async () => {
          if (instanceApp.server.listening) await instanceApp.close();
          await cluster.close();
          await instanceDb.destroy();
        },
      });
    }
  });
  after(async () => {
    for (const socket of sockets) socket.disconnect();
    for (const instance of instances) await instance.close();
    await server?.stop();
  });

  test("closes only its own sockets: the other instance's stay connected", async () => {
    const open = (url: string) => {
      const socket = io(`${url}/notifications`, {
        path: '/socket.io',
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
        extraHeaders: { origin: TEST_PORTAL_ORIGIN },
      });
      sockets.push(socket);
      return new Promise<Socket>((resolve, reject) => {
        socket.once('connect', () => resolve(socket));
        socket.once('connect_error', reject);
      });
    };
    const [stopping, staying] = instances as [(typeof instances)[0], (typeof instances)[0]];
    const onStopping = await open(stopping.url);
    const onStaying = await open(staying.url);
    const reasons = new Map<Socket, string>();
    for (const socket of [onStopping, onStaying])
      socket.on('disconnect', (reason) => reasons.set(socket, reason));

    await closeGracefully(stopping.app, { drainMs: 0, log: { info: () => {} } });
    await waitFor(() => reasons.has(onStopping), 'the stopping instance to close its socket');
    assert.equal(reasons.get(onStopping), 'transport close');
    // Time for a disconnection relayed through the cluster adapter to arrive, had there been one.
    await new Promise((resolve) => setTimeout(resolve, 500));
    assert.equal(reasons.has(onStaying), false, "the other instance's socket is still connected");
    assert.ok(onStaying.connected);
  });
});
