import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { NUL_MESSAGE } from '@arena/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.js';
import { createDatabase, type Db } from '../db/database.js';
import { migrateToLatest } from '../db/migrations/index.js';
import { errorBody, expectShape } from '../testing/contract.js';
import { createTestApp, TEST_CONFIG, type TestApp } from '../testing/test-app.js';
import { fieldsWithNul } from './nul-guard.js';

/** Asserts a 400 {code: 4000} that names exactly these fields (at `location`) as holding a NUL character. */
function assertNulRefused(response: LightMyRequestResponse, location: string, fields: string[]): void {
  assert.equal(response.statusCode, 400, response.body);
  const body = expectShape(errorBody, response.json());
  assert.equal(body.code, 4000);
  assert.deepEqual(body.details, {
    location,
    fields: Object.fromEntries(fields.map((field) => [field, NUL_MESSAGE])),
  });
  assert.equal(body.message, `Invalid ${location}: ${fields.join(', ')}`);
}

describe('the NUL character', () => {
  let t: TestApp;
  let token: string;
  before(async () => {
    t = await createTestApp();
    token = await t.tokenFor('falcon');
  });
  after(() => t.close());

  test('in a path parameter, a query parameter or a body field is a 400 naming the field (never a 500)', async () => {
    assertNulRefused(await t.request({ method: 'GET', url: '/v1/teams/vanity/a%00b' }), 'params', ['vanity']);
    assertNulRefused(
      await t.request({ method: 'GET', url: '/v1/matchmaking/tournaments/some-id/leaderboard?search=%00' }),
      'query',
      ['search'],
    );
    for (const provider of ['discord', 'twitter']) {
      assertNulRefused(
        await t.request({ method: 'GET', url: `/v1/${provider}/callback?state=%00&code=abc` }),
        'query',
        ['state'],
      );
    }
    assertNulRefused(
      await t.request({
        method: 'PUT',
        url: '/v1/user/me/profile',
        token,
        payload: { displayName: 'Falcon\u0000', location: null },
      }),
      'body',
      ['displayName'],
    );
    assertNulRefused(
      await t.request({
        method: 'POST',
        url: '/v1/discord/create-ticket',
        token,
        payload: { subject: 'Help', description: 'a\u0000b', tournament_id: 'some-id' },
      }),
      'body',
      ['description'],
    );
  });

  test('nested fields, keys and fields a schema does not name are refused too', async () => {
    assertNulRefused(
      await t.request({
        method: 'POST',
        url: '/v1/teams/create',
        token,
        payload: { name: 'Night Owls', shortName: 'NO', extra: { list: ['ok', 'a\u0000'] }, 'k\u0000': 1 },
      }),
      'body',
      ['extra.list.1', 'k\u0000'],
    );
  });

  test('a deeply nested body is answered, not a crash', async () => {
    const depth = 100_000;
    const response = await t.request({
      method: 'POST',
      url: '/v1/teams/create',
      token,
      headers: { 'content-type': 'application/json' },
      payload: `${'['.repeat(depth)}"a\\u0000"${']'.repeat(depth)}`,
    });
    assert.ok(response.statusCode >= 400 && response.statusCode < 500, response.body.slice(0, 200));
    expectShape(errorBody, response.json());
  });

  test('in a multipart field, it never reaches the database', async () => {
    const boundary = '----arena-nul-test';
    const response = await t.request({
      method: 'POST',
      url: '/v1/user/me/profile/image',
      token,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="note\u0000"\r\n\r\na\u0000b\r\n--${boundary}--\r\n`,
    });
    assert.equal(response.statusCode, 400);
    assert.equal(expectShape(errorBody, response.json()).message, 'An image file is required');
  });

  test('an unknown route stays a 404', async () => {
    const response = await t.request({ method: 'GET', url: '/v1/nowhere/a%00b?q=%00' });
    assert.equal(response.statusCode, 404);
    assert.equal(response.json().code, 4004);
  });
});

describe('authentication comes before validation', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  test('a protected call without a valid token is a 401 whatever its body (even malformed JSON or NUL characters)', async () => {
    const bodies = [{ displayName: 5, email: 'not an email' }, { displayName: 'a\u0000b' }, 'not json'];
    for (const payload of bodies) {
      const response = await t.request({
        method: 'PUT',
        url: '/v1/user/me/profile',
        headers: { 'content-type': 'application/json' },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });
      assert.equal(response.statusCode, 401, JSON.stringify(payload));
      assert.equal(expectShape(errorBody, response.json()).code, 3001);
    }
    const badToken = await t.request({
      method: 'PUT',
      url: '/v1/user/me/profile',
      token: 'not-a-token',
      payload: { displayName: 'a\u0000b' },
    });
    assert.equal(badToken.statusCode, 401);
    assert.equal(badToken.json().code, 3002);
  });

  test('a NUL in the path of a protected call without a token is a 401', async () => {
    const response = await t.request({ method: 'GET', url: '/v1/teams/a%00b/members' });
    assert.equal(response.statusCode, 401);
    assert.equal(response.json().code, 3001);
  });
});

describe('routes without a schema', () => {
  let app: FastifyInstance;
  let db: Db;
  before(async () => {
    db = createDatabase({ kind: 'memory' });
    await migrateToLatest(db);
    app = await buildApp({ db, config: TEST_CONFIG });
    app.post('/echo/:word', async (request) => ({ params: request.params, body: request.body }));
    await app.ready();
  });
  after(async () => {
    await app.close();
    await db.destroy();
  });

  test('are guarded the same way', async () => {
    assertNulRefused(await app.inject({ method: 'POST', url: '/echo/a%00' }), 'params', ['word']);
    assertNulRefused(await app.inject({ method: 'POST', url: '/echo/ok?x=%00' }), 'query', ['x']);
    assertNulRefused(
      await app.inject({ method: 'POST', url: '/echo/ok', payload: { list: [{ title: 'a\u0000' }] } }),
      'body',
      ['list.0.title'],
    );
    const form = await app.inject({
      method: 'POST',
      url: '/echo/ok',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=a%00b',
    });
    assert.equal(form.statusCode, 415, 'forms are read only where a route registers the form parser');
    const clean = await app.inject({ method: 'POST', url: '/echo/ok', payload: { title: 'fine' } });
    assert.equal(clean.statusCode, 200);
  });
});

test('fieldsWithNul names strings and keys by their path, in order, and never walks buffers', () => {
  assert.deepEqual(
    fieldsWithNul({ a: 'x', b: ['ok', 'n\u0000'], c: { 'd\u0000': 1, e: '\u0000' } }, 'body'),
    ['b.1', 'c.d\u0000', 'c.e'],
  );
  assert.deepEqual(fieldsWithNul('\u0000', 'body'), ['body']);
  assert.deepEqual(fieldsWithNul(Buffer.from([0, 0]), 'body'), []);
  assert.deepEqual(fieldsWithNul(undefined, 'query'), []);
});
