import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Notification } from '@arena/contract';
import { seedPlayer } from '../seed/players.js';
import {
  connected,
  handshakeRefusal,
  listenOnFreePort,
  nextEvent,
  socketClients,
} from '../testing/socket-client.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { NOTIFICATIONS_NAMESPACE } from './notifications-channel.js';

/** A notification as the service creates it. */
const notification = (title: string): Notification => ({
  _id: `note-${title}`,
  type: 'other',
  title,
  message: `${title}!`,
  createdAt: new Date(0).toISOString(),
  read: false,
  link: null,
});

describe('socket.io /notifications', () => {
  let t: TestApp;
  let baseUrl: string;
  const sockets = socketClients();

  const open = (token?: string, query?: Record<string, string>) =>
    sockets.open(`${baseUrl}${NOTIFICATIONS_NAMESPACE}`, { token, query });

  before(async () => {
    t = await createTestApp();
    baseUrl = await listenOnFreePort(t.app);
  });
  after(async () => {
    sockets.disconnectAll();
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
    const received = nextEvent(falcon, 'notification');
    // The room join happens on connection; give the server a tick to process it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    t.app.context.realtime.emitToUser(
      NOTIFICATIONS_NAMESPACE,
      seedPlayer('falcon').id,
      'notification',
      notification('Hi'),
    );
    assert.deepEqual(await received, notification('Hi'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    assert.equal(laylaReceived, false);
  });

  test('the user comes from the token, not from ids in the handshake', async () => {
    const socket = open(await t.tokenFor('layla'), { user_id: seedPlayer('falcon').id });
    await connected(socket);
    const received = nextEvent(socket, 'notification');
    await new Promise((resolve) => setTimeout(resolve, 50));
    t.app.context.realtime.emitToUser(
      NOTIFICATIONS_NAMESPACE,
      seedPlayer('layla').id,
      'notification',
      notification('layla'),
    );
    assert.deepEqual(await received, notification('layla'));
  });

  test('anonymous sockets may connect; bad tokens and banned users are refused', async () => {
    await connected(open());
    const invalid = await handshakeRefusal(open('garbage'));
    assert.equal(invalid.data?.code, 3002);
    const banned = await handshakeRefusal(open(await t.tokenFor('cheater')));
    assert.equal(banned.data?.code, 1002);
  });
});
