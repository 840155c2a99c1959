/**
 * Signing out closes the token's sockets on every API instance: two apps over one throwaway Postgres, each with
 * its socket.io server and the cluster adapter (as two processes have), a player's sockets on instance B and the
 * sign-out on instance A.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { io, type Socket } from 'socket.io-client';
import { buildApp } from '../app.js';
import { createDatabase, type Db } from '../db/database.js';
import { createClusterAdapter } from '../realtime/cluster-adapter.js';
import { NOTIFICATIONS_NAMESPACE } from '../realtime/notifications-channel.js';
import { prepareDatabase } from '../seed/prepare.js';
import { seedPlayer } from '../seed/players.js';
import { findPostgresBin, type PostgresServer, startPostgres } from '../testing/postgres-server.js';
import { connected, listenOnFreePort, nextEvent, waitFor } from '../testing/socket-client.js';
import { TEST_CONFIG, TEST_PORTAL_ORIGIN } from '../testing/test-app.js';
import { createTokenService } from './tokens.js';

interface Instance {
  app: Awaited<ReturnType<typeof buildApp>>;
  url: string;
  close: () => Promise<void>;
}

// Postgres server binaries are required in CI (.ci/run installs them); elsewhere the suite says why it skips.
const skip =
  !findPostgresBin() && !process.env.CI ? 'no Postgres server binaries (apt install postgresql)' : false;

describe('sign-out closes the token’s sockets on every instance', { skip }, () => {
  let server: PostgresServer;
  let setup: Db;
  let a: Instance;
  let b: Instance;
  const now = new Date();
  const tokens = createTokenService(TEST_CONFIG.jwtSecret, () => now);
  const opened: Socket[] = [];
  const quiet = { warn: () => {} };

  const startInstance = async (): Promise<Instance> => {
    const db = createDatabase({ kind: 'postgres', url: server.url });
    const cluster = createClusterAdapter(server.url, quiet);
    const app = await buildApp({
      db,
      config: TEST_CONFIG,
      clock: () => now,
      realtimeAdapter: cluster.adapter,
    });
    return {
      app,
      url: await listenOnFreePort(app),
      close: async () => {
        await app.close();
        await cluster.close();
        await db.destroy();
      },
    };
  };
  const open = (instance: Instance, token: string) => {
    const socket = io(`${instance.url}${NOTIFICATIONS_NAMESPACE}`, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token },
      forceNew: true,
      reconnection: false,
      extraHeaders: { origin: TEST_PORTAL_ORIGIN },
    });
    opened.push(socket);
    return socket;
  };

  before(async () => {
    server = await startPostgres();
    setup = createDatabase({ kind: 'postgres', url: server.url });
    await prepareDatabase(setup, { now });
    a = await startInstance();
    b = await startInstance();
    // The adapters find each other through Postgres (heartbeats over LISTEN/NOTIFY).
    await waitFor(
      async () =>
        (await a.app.context.realtime.server!.of(NOTIFICATIONS_NAMESPACE).adapter.serverCount()) === 2,
      'the two instances to see each other',
      15_000,
    );
  });
  after(async () => {
    for (const socket of opened) socket.disconnect();
    await b?.close();
    await a?.close();
    await setup?.destroy();
    await server?.stop();
  });

  test('a socket on instance B is disconnected when its token signs out through instance A', async () => {
    const userId = seedPlayer('falcon').id;
    const token = await tokens.sign(userId);
    const otherSession = await tokens.sign(userId);
    const signedOut = open(b, token);
    const kept = open(b, otherSession);
    await Promise.all([connected(signedOut), connected(kept)]);

    const disconnection = Promise.race([
      nextEvent<string>(signedOut, 'disconnect'),
      new Promise<string>((resolve) => setTimeout(() => resolve('still connected after 10 s'), 10_000)),
    ]);
    const response = await a.app.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(await disconnection, 'io server disconnect');
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(kept.connected, true, 'the other session stays connected');
  });
});
