import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { buildApp } from '../app.js';
import { seedPlayer } from '../seed/players.js';
import { MATCH_CHAT_NAMESPACE } from '../modules/match-chat/match-chat-service.js';
import { NOTIFICATIONS_NAMESPACE } from '../realtime/notifications-channel.js';
import { errorBody, expectShape } from '../testing/contract.js';
import { nourLiveMatchId } from '../testing/live-match.js';
import { io, type Socket } from 'socket.io-client';
import { connected, handshakeRefusal, listenOnFreePort, nextEvent } from '../testing/socket-client.js';
import { createTestApp, TEST_CONFIG, TEST_PORTAL_ORIGIN, type TestApp } from '../testing/test-app.js';

describe('POST /auth/logout revokes the token on the server', () => {
  let t: TestApp;
  let other: FastifyInstance;
  let baseUrl: string;
  const opened: Socket[] = [];
  const me = (token: string, app?: FastifyInstance) =>
    (app ?? t.app).inject({
      method: 'GET',
      url: '/v1/user/me',
      headers: { authorization: `Bearer ${token}` },
    });
  const logout = (token: string) => t.request({ method: 'POST', url: '/auth/logout', token });

  before(async () => {
    t = await createTestApp();
    // A second API instance over the same database.
    other = await buildApp({ db: t.db, config: TEST_CONFIG, clock: () => t.now });
    await other.ready();
    baseUrl = await listenOnFreePort(t.app);
  });
  after(async () => {
    for (const socket of opened) socket.disconnect();
    await other.close();
    await t.close();
  });

  test('the signed-out token is refused (401 3002) on this instance and on another; other sessions go on', async () => {
    const token = await t.tokenFor('falcon');
    const otherSession = await t.tokenFor('falcon');
    assert.notEqual(token, otherSession, 'every token has its own id');
    assert.equal((await me(token)).statusCode, 200);
    const response = await logout(token);
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), { message: 'Signed out' });
    assert.equal(response.headers['cache-control'], 'no-store');
    for (const app of [t.app, other]) {
      const refused = await me(token, app);
      assert.equal(refused.statusCode, 401);
      assert.equal(expectShape(errorBody, refused.json()).code, 3002);
    }
    assert.equal((await me(otherSession)).statusCode, 200);
    assert.equal((await me(otherSession, other)).statusCode, 200);
  });

  test('sockets already open with the signed-out token are disconnected, on every namespace; other sessions stay', async () => {
    const token = await t.tokenFor('nour');
    const otherSession = await t.tokenFor('nour');
    const matchId = await nourLiveMatchId(t.db);
    // Each socket on its own connection (socket.io-client shares one per server otherwise, with one query).
    const open = (namespace: string, sessionToken: string, query?: Record<string, string>) => {
      const socket = io(`${baseUrl}${namespace}`, {
        path: '/socket.io',
        transports: ['websocket'],
        auth: { token: sessionToken },
        ...(query ? { query } : {}),
        forceNew: true,
        reconnection: false,
        extraHeaders: { origin: TEST_PORTAL_ORIGIN },
      });
      opened.push(socket);
      return socket;
    };
    const chatQuery = { match_id: matchId, match_type: 'BracketMatch' };
    const signedOut: Socket[] = [
      open('/', token),
      open(NOTIFICATIONS_NAMESPACE, token),
      open(MATCH_CHAT_NAMESPACE, token, chatQuery),
    ];
    const kept: Socket[] = [
      open(NOTIFICATIONS_NAMESPACE, otherSession),
      open(MATCH_CHAT_NAMESPACE, otherSession, chatQuery),
    ];
    // Connected, and the chat sockets in their room (the history arrives once they have joined it).
    await Promise.all([
      ...[signedOut[0], signedOut[1], kept[0]].map((socket) => connected(socket)),
      ...[signedOut[2], kept[1]].map((socket) =>
        nextEvent(socket, 'CHAT_HISTORY', ['chat_error', 'connect_error']),
      ),
    ]);

    const disconnections = signedOut.map((socket) =>
      Promise.race([
        nextEvent<string>(socket, 'disconnect'),
        new Promise<string>((resolve) => setTimeout(() => resolve('still connected after 5 s'), 5_000)),
      ]),
    );
    assert.equal((await logout(token)).statusCode, 200);
    // Closed by the server ("io server disconnect": the client does not reconnect by itself).
    assert.deepEqual(
      await Promise.all(disconnections),
      signedOut.map(() => 'io server disconnect'),
    );
    assert.ok(signedOut.every((socket) => !socket.connected));

    // Reconnecting with the signed-out token is refused at the handshake.
    const again = await handshakeRefusal(open(NOTIFICATIONS_NAMESPACE, token));
    assert.equal(again.data?.code, 3002);

    // Nour's other session keeps its sockets, and its chat still works.
    await new Promise((resolve) => setTimeout(resolve, 200));
    assert.ok(kept.every((socket) => socket.connected));
    const answer = (await kept[1].emitWithAck('CHAT_MESSAGE', {
      messageType: 'text',
      content: 'still here',
    })) as {
      ok: boolean;
    };
    assert.equal(answer.ok, true);
  });

  test('a portal page may call it (CORS preflight with Authorization)', async () => {
    const preflight = await t.request({
      method: 'OPTIONS',
      url: '/auth/logout',
      headers: {
        origin: TEST_PORTAL_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization',
      },
    });
    assert.equal(preflight.statusCode, 204);
    assert.equal(preflight.headers['access-control-allow-origin'], TEST_PORTAL_ORIGIN);
    assert.match(String(preflight.headers['access-control-allow-methods']), /POST/);
    assert.match(String(preflight.headers['access-control-allow-headers']), /Authorization/i);
  });

  test('signing out twice: the second call is a 401, and no token is a 401 3001', async () => {
    const token = await t.tokenFor('layla');
    assert.equal((await logout(token)).statusCode, 200);
    assert.equal((await logout(token)).statusCode, 401);
    const none = await t.request({ method: 'POST', url: '/auth/logout' });
    assert.equal(none.statusCode, 401);
    assert.equal(none.json().code, 3001);
  });

  test('a token signed before tokens had an id is revoked too', async () => {
    const issuedAt = Math.floor(t.now.getTime() / 1000);
    const legacy = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(seedPlayer('omar').id)
      .setIssuer('mena-arena-api')
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + 3600)
      .sign(new TextEncoder().encode(TEST_CONFIG.jwtSecret));
    assert.equal((await me(legacy)).statusCode, 200);
    assert.equal((await logout(legacy)).statusCode, 200);
    assert.equal((await me(legacy)).statusCode, 401);
  });

  test('revocations of tokens that have expired since are pruned', async () => {
    await t.db
      .insertInto('revoked_tokens')
      .values({ jti: 'long-gone', expires_at: new Date(t.now.getTime() - 1000) })
      .execute();
    assert.equal((await logout(await t.tokenFor('sara'))).statusCode, 200);
    const left = await t.db
      .selectFrom('revoked_tokens')
      .select('jti')
      .where('jti', '=', 'long-gone')
      .execute();
    assert.deepEqual(left, []);
  });
});
