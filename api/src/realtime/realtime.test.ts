import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { io as connect, type Socket } from 'socket.io-client';
import { seedPlayer } from '../seed/players.js';
import { createTestApp, TEST_PORTAL_ORIGIN, type TestApp } from '../testing/test-app.js';
import { NOTIFICATIONS_NAMESPACE } from './notifications-channel.js';

describe('socket.io /notifications', () => {
  let t: TestApp;
  let baseUrl: string;
  const sockets: Socket[] = [];

  const open = (token?: string, extra: Record<string, unknown> = {}) => {
    const socket = connect(`${baseUrl}${NOTIFICATIONS_NAMESPACE}`, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: token ? { token } : {},
      reconnection: false,
      extraHeaders: { origin: TEST_PORTAL_ORIGIN },
      ...extra,
    });
    sockets.push(socket);
    return socket;
  };
  const connected = (socket: Socket) =>
    new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
  const refused = (socket: Socket) =>
    new Promise<Error & { data?: { code: number } }>((resolve, reject) => {
      socket.once('connect', () => reject(new Error('connected')));
      socket.once('connect_error', resolve);
    });

  before(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  after(async () => {
    for (const socket of sockets) socket.disconnect();
    await t.close();
  });

  test('a signed-in socket receives events sent to its user, and only those', async () => {
    const falcon = open(await t.tokenFor('falcon'));
    const layla = open(await t.tokenFor('layla'));
    await Promise.all([connected(falcon), connected(layla)]);
    let laylaReceived = false;
    layla.on('notification', () => {
      laylaReceived = true;
    });
    const received = new Promise((resolve) => falcon.once('notification', resolve));
    // The room join happens on connection; give the server a tick to process it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    t.app.context.realtime.emitToUser(NOTIFICATIONS_NAMESPACE, seedPlayer('falcon').id, 'notification', {
      title: 'Hi',
    });
    assert.deepEqual(await received, { title: 'Hi' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    assert.equal(laylaReceived, false);
  });

  test('the user comes from the token, not from ids in the handshake', async () => {
    const socket = open(await t.tokenFor('layla'), { query: { user_id: seedPlayer('falcon').id } });
    await connected(socket);
    const received = new Promise((resolve) => socket.once('notification', resolve));
    await new Promise((resolve) => setTimeout(resolve, 50));
    t.app.context.realtime.emitToUser(NOTIFICATIONS_NAMESPACE, seedPlayer('layla').id, 'notification', {
      to: 'layla',
    });
    assert.deepEqual(await received, { to: 'layla' });
  });

  test('anonymous sockets may connect; bad tokens and banned users are refused', async () => {
    await connected(open());
    const invalid = await refused(open('garbage'));
    assert.equal(invalid.data?.code, 3002);
    const banned = await refused(open(await t.tokenFor('cheater')));
    assert.equal(banned.data?.code, 1002);
  });
});
