import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { SignJWT } from 'jose';
import { ledgerTotals } from '../modules/pass/ledger.js';
import { seedPlayer } from '../seed/players.js';
import { user as userSchema } from '@arena/contract';
import { errorBody as errorBodySchema, expectShape } from '../testing/contract.js';
import { createTestApp, TEST_CONFIG, type TestApp } from '../testing/test-app.js';
import { bearerToken } from './authenticate.js';
import { createTokenService, TOKEN_LIFETIME_SECONDS } from './tokens.js';

describe('GET /v1/user/me and the auth rules', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  test('answers { user } with every field of the User type', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/v1/user/me',
      token: await t.tokenFor('falcon'),
    });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(Object.keys(response.json()), ['user']);
    const user = expectShape(userSchema, response.json().user);
    assert.equal(user.id, seedPlayer('falcon').id);
    assert.equal(`${user.gameName}#${user.tagLine}`, 'Falcon#MENA');
    assert.equal(user.riot_id, 'Falcon#MENA');
    assert.equal(user.region, 'me1');
    assert.equal(user.location, 'Riyadh, Saudi Arabia');
    assert.ok(user.cpid && user.puuid);
    const totals = await ledgerTotals(t.db, user.id);
    assert.deepEqual(user.stats, {
      completedGames: totals.matches,
      xpEarned: totals.totalXP,
      loyaltyPoints: totals.loyaltyPoints,
    });
    assert.deepEqual(user.connections, { discord: null, twitter: null });
    assert.equal(user.profileImage, 'http://api.test/static/avatars/Falcon.svg');
    assert.equal(response.headers['cache-control'], 'private, no-store');
  });

  test('the admin has role admin; the newcomer has no game account', async () => {
    const admin = (
      await t.request({ method: 'GET', url: '/v1/user/me', token: await t.tokenFor('admin') })
    ).json().user;
    assert.equal(admin.role, 'admin');
    assert.deepEqual(admin.staffRoles, ['admin']);
    const newcomer = (
      await t.request({ method: 'GET', url: '/v1/user/me', token: await t.tokenFor('newcomer') })
    ).json().user;
    assert.equal(newcomer.cpid, null);
    assert.equal(newcomer.puuid, null);
    assert.equal(newcomer.riot_id, null);
  });

  test('staffRoles are the roles held at this request; role is admin only for an admin', async () => {
    const me = async (key: string) =>
      (await t.request({ method: 'GET', url: '/v1/user/me', token: await t.tokenFor(key) })).json().user;
    for (const [key, staffRoles] of [
      ['falcon', []],
      ['organizer', ['organizer']],
      ['support', ['support']],
      ['editor', ['editor']],
    ] as const) {
      const user = await me(key);
      assert.deepEqual([user.role, user.staffRoles], ['player', staffRoles], key);
    }
    const editorId = seedPlayer('editor').id;
    const token = await t.tokenFor('editor');
    try {
      await t.db
        .insertInto('staff_roles')
        .values([
          { user_id: editorId, role: 'support', granted_by: null },
          { user_id: editorId, role: 'admin', granted_by: null },
        ])
        .execute();
      const promoted = (await t.request({ method: 'GET', url: '/v1/user/me', token })).json().user;
      assert.deepEqual([promoted.role, promoted.staffRoles], ['admin', ['admin', 'support', 'editor']]);
    } finally {
      await t.db
        .deleteFrom('staff_roles')
        .where('user_id', '=', editorId)
        .where('role', 'in', ['support', 'admin'])
        .execute();
    }
    assert.deepEqual((await t.request({ method: 'GET', url: '/v1/user/me', token })).json().user.staffRoles, [
      'editor',
    ]);
  });

  test('no token: 401 code 3001 "Authentication token is missing"', async () => {
    const response = await t.request({ method: 'GET', url: '/v1/user/me' });
    assert.equal(response.statusCode, 401);
    assert.deepEqual(expectShape(errorBodySchema, response.json()), {
      code: 3001,
      message: 'Authentication token is missing',
      details: null,
    });
  });

  test('a malformed, forged or expired token: 401 code 3002', async () => {
    const forged = await createTokenService('another-secret-another-secret-another').sign(
      seedPlayer('falcon').id,
    );
    const expired = await createTokenService(
      TEST_CONFIG.jwtSecret,
      // Expired by the app's clock (frozen at t.now), however long the setup took.
      () => new Date(t.now.getTime() - (TOKEN_LIFETIME_SECONDS + 60) * 1000),
    ).sign(seedPlayer('falcon').id);
    const noneAlgorithm = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ sub: seedPlayer('falcon').id, exp: 9999999999 }),
    ).toString('base64url')}.`;
    for (const token of ['not-a-jwt', forged, expired, noneAlgorithm]) {
      const response = await t.request({ method: 'GET', url: '/v1/user/me', token });
      assert.equal(response.statusCode, 401, token);
      assert.equal(response.json().code, 3002);
    }
  });

  test('a token for an unknown user: 401 code 3002', async () => {
    const key = new TextEncoder().encode(TEST_CONFIG.jwtSecret);
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('00000000-0000-4000-8000-000000000000')
      .setIssuer('mena-arena-api')
      .setExpirationTime('1h')
      .sign(key);
    const response = await t.request({ method: 'GET', url: '/v1/user/me', token });
    assert.equal(response.statusCode, 401);
    assert.equal(response.json().code, 3002);
  });

  test('banned: 403 code 1002 with the reason, on /user/me and every other protected call', async () => {
    const token = await t.tokenFor('cheater');
    const me = await t.request({ method: 'GET', url: '/v1/user/me', token });
    assert.equal(me.statusCode, 403);
    assert.deepEqual(me.json(), {
      code: 1002,
      message: 'Your account has been banned',
      details: { reason: 'Use of third-party cheating software' },
    });
    for (const url of ['/v1/notifications', '/v1/menapass/status', '/v1/lol/last-four-matches']) {
      const response = await t.request({ method: 'GET', url, token });
      assert.equal(response.statusCode, 403, url);
      assert.equal(response.json().code, 1002, url);
    }
  });

  test('deactivated accounts are refused with 401 code 3002', async () => {
    const token = await t.tokenFor('nour');
    assert.equal((await t.request({ method: 'GET', url: '/v1/user/me', token })).statusCode, 200);
    await t.db
      .updateTable('users')
      .set({ deactivated_at: new Date() })
      .where('id', '=', seedPlayer('nour').id)
      .execute();
    for (const url of ['/v1/user/me', '/v1/notifications', '/v1/user/me/connections']) {
      const response = await t.request({ method: 'GET', url, token });
      assert.equal(response.statusCode, 401, url);
      assert.equal(response.json().code, 3002, url);
      assert.equal(response.json().message, 'This account has been deactivated', url);
    }
    await t.db
      .updateTable('users')
      .set({ deactivated_at: null })
      .where('id', '=', seedPlayer('nour').id)
      .execute();
  });

  test('the user comes from the token, never from ids the client sends', async () => {
    const response = await t.request({
      method: 'GET',
      url: `/v1/user/me?user_id=${seedPlayer('layla').id}`,
      token: await t.tokenFor('falcon'),
      headers: { 'x-user-id': seedPlayer('layla').id },
    });
    assert.equal(response.json().user.gameName, 'Falcon');
  });
});

describe('tokens', () => {
  test('are HS256 JWTs with sub = user id, valid for 7 days', async () => {
    const now = new Date('2030-01-01T00:00:00Z');
    const tokens = createTokenService(TEST_CONFIG.jwtSecret, () => now);
    const token = await tokens.sign('user-1');
    const [header, payload] = token
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()));
    assert.equal(header.alg, 'HS256');
    assert.equal(payload.sub, 'user-1');
    assert.equal(payload.exp - payload.iat, 7 * 24 * 60 * 60);
    assert.equal(await tokens.verify(token), 'user-1');
    const later = createTokenService(
      TEST_CONFIG.jwtSecret,
      () => new Date(now.getTime() + 8 * 24 * 3600 * 1000),
    );
    assert.equal(await later.verify(token), null);
  });

  test('bearerToken reads only "Bearer <token>"', () => {
    assert.equal(bearerToken('Bearer abc.def'), 'abc.def');
    assert.equal(bearerToken('bearer abc'), 'abc');
    assert.equal(bearerToken('Basic abc'), null);
    assert.equal(bearerToken(undefined), null);
    assert.equal(bearerToken('Bearer '), null);
  });
});
