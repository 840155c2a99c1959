import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { socketChannels, type ChatMessage } from '@arena/contract';
import { io, type Socket } from 'socket.io-client';
import { MATCH_CHAT_NAMESPACE } from '../modules/match-chat/match-chat-service.js';
import {
  chatClient,
  connected,
  handshakeRefusal,
  listenOnFreePort,
  socketClients,
} from '../testing/socket-client.js';
import { nourLiveMatchId } from '../testing/live-match.js';
import { createTestApp, TEST_PORTAL_ORIGIN, type TestApp } from '../testing/test-app.js';
import { memoryMessageLimiter } from './message-limit.js';
import { originAllowed } from './realtime.js';

const { history, send } = chatClient<ChatMessage>({ history: 'CHAT_HISTORY', message: 'CHAT_MESSAGE' });

describe('socket.io hardening: origins and the per-player chat limit', () => {
  let t: TestApp;
  let baseUrl: string;
  let matchId: string;
  const sockets = socketClients();
  const foreign: Socket[] = [];

  /** A socket sent from a page of `origin` (the browser sets Origin; a page cannot change it). */
  const fromOrigin = (
    namespace: string,
    origin: string,
    transport: 'websocket' | 'polling',
    token?: string,
  ) => {
    const socket = io(`${baseUrl}${namespace}`, {
      path: '/socket.io',
      transports: [transport],
      auth: token ? { token } : {},
      reconnection: false,
      extraHeaders: { origin },
    });
    foreign.push(socket);
    return socket;
  };

  before(async () => {
    t = await createTestApp();
    baseUrl = await listenOnFreePort(t.app);
    matchId = await nourLiveMatchId(t.db);
  });
  after(async () => {
    for (const socket of foreign) socket.disconnect();
    sockets.disconnectAll();
    await t.close();
  });

  test('originAllowed: the portal origins, or no Origin at all (not a web page)', () => {
    const origins = ['http://localhost:8080'];
    assert.equal(originAllowed('http://localhost:8080', origins), true);
    assert.equal(originAllowed(undefined, origins), true);
    assert.equal(originAllowed('https://evil.example', origins), false);
    assert.equal(originAllowed('http://localhost:8080.evil.example', origins), false);
    assert.equal(originAllowed('null', origins), false);
  });

  test('every namespace refuses a page of another origin, over WebSocket and polling, even with a valid token', async () => {
    const token = await t.tokenFor('nour');
    const namespaces = ['/', ...Object.values(socketChannels).map((channel) => channel.namespace)];
    assert.ok(namespaces.length >= 5, namespaces.join(', '));
    for (const namespace of namespaces) {
      for (const transport of ['websocket', 'polling'] as const) {
        const refused = await handshakeRefusal(
          fromOrigin(namespace, 'https://evil.example', transport, token),
        );
        assert.ok(refused, `${namespace} over ${transport}`);
      }
    }
    // The portal's own origin still connects.
    await connected(fromOrigin('/notifications', TEST_PORTAL_ORIGIN, 'websocket', token));
    await connected(fromOrigin('/notifications', TEST_PORTAL_ORIGIN, 'polling', token));
  });

  test('the chat limit is per player: reconnecting or a second socket does not reset it', async () => {
    assert.ok(matchId, 'Nour plays a live match');
    const token = await t.tokenFor('nour');
    const join = () =>
      sockets.open(`${baseUrl}${MATCH_CHAT_NAMESPACE}`, {
        token,
        query: { match_id: matchId, match_type: 'BracketMatch' },
      });
    const first = join();
    await history(first);
    for (let index = 0; index < 6; index += 1) {
      assert.equal((await send(first, { messageType: 'text', content: `one ${index}` })).ok, true);
    }
    first.disconnect();
    const second = join();
    const third = join();
    await Promise.all([history(second), history(third)]);
    for (let index = 0; index < 2; index += 1) {
      assert.equal((await send(second, { messageType: 'text', content: `two ${index}` })).ok, true);
      assert.equal((await send(third, { messageType: 'text', content: `three ${index}` })).ok, true);
    }
    // Ten sent within 10 s across three sockets: the eleventh is refused, on either socket.
    assert.deepEqual(await send(second, { messageType: 'text', content: 'eleven' }), {
      ok: false,
      code: 4029,
      message: 'Too many requests, please slow down',
    });
    assert.equal((await send(third, { messageType: 'text', content: 'twelve' })).ok, false);
    // The other player has their own allowance.
    const hamza = sockets.open(`${baseUrl}${MATCH_CHAT_NAMESPACE}`, {
      token: await t.tokenFor('community-hamza'),
      query: { match_id: matchId, match_type: 'BracketMatch' },
    });
    await history(hamza);
    assert.equal((await send(hamza, { messageType: 'text', content: 'hello' })).ok, true);
  });

  test('memoryMessageLimiter: 10 in any 10 s per key, sliding', async () => {
    const limiter = memoryMessageLimiter();
    for (let index = 0; index < 10; index += 1) assert.equal(await limiter.take('a', 1_000 + index), true);
    assert.equal(await limiter.take('a', 1_500), false);
    assert.equal(await limiter.take('b', 1_500), true);
    assert.equal(await limiter.take('a', 11_000), true, 'the first message left the window');
    assert.equal(await limiter.take('a', 11_000), false);
  });
});
