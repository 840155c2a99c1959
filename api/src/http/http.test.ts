import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { buildApp } from '../app.js';
import { createDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrations/index.js';
import { apiError } from '../errors.js';
import { seedDatabase } from '../seed/seed.js';
import { errorBodySchema, expectShape } from '../testing/contract-schemas.js';
import { createTestApp, TEST_CONFIG, TEST_PORTAL_ORIGIN, type TestApp } from '../testing/test-app.js';

describe('HTTP conventions', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  test('a bad query answers 400 {code: 4000, message, details} naming the field', async () => {
    const response = await t.request({ method: 'GET', url: '/v1/tournaments?limit=0&sort=name' });
    assert.equal(response.statusCode, 400);
    const body = expectShape(errorBodySchema, response.json());
    assert.equal(body.code, 4000);
    assert.match(body.message, /limit/);
    const details = body.details as { location: string; fields: Record<string, string> };
    assert.equal(details.location, 'query');
    assert.ok(details.fields.limit, 'limit is named');
    assert.ok(details.fields.sort, 'sort is named');
  });

  test('a bad path parameter answers 400 naming the parameter', async () => {
    const response = await t.request({ method: 'POST', url: `/v1/referrals/track/${'x'.repeat(65)}` });
    assert.equal(response.statusCode, 400);
    const body = response.json();
    assert.equal(body.code, 4000);
    assert.deepEqual(Object.keys(body.details.fields), ['ref']);
    assert.equal(body.details.location, 'params');
  });

  test('an unknown route answers 404 in the same shape', async () => {
    const response = await t.request({ method: 'GET', url: '/v1/does-not-exist?x=1' });
    assert.equal(response.statusCode, 404);
    const body = expectShape(errorBodySchema, response.json());
    assert.equal(body.code, 4004);
    assert.deepEqual(body.details, { method: 'GET', path: '/v1/does-not-exist' });
  });

  test('malformed JSON is a 400, and an empty JSON body counts as no body', async () => {
    const malformed = await t.request({
      method: 'POST',
      url: '/v1/referrals/track/abc',
      headers: { 'content-type': 'application/json' },
      payload: '{"oops":',
    });
    assert.equal(malformed.statusCode, 400);
    assert.equal(malformed.json().code, 4000);

    const empty = await t.request({
      method: 'POST',
      url: '/v1/referrals/track/abc',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    assert.equal(empty.statusCode, 201);
  });

  test('an unsupported content type is a 415 in the error shape, not a 500', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/v1/referrals/track/abc',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    assert.equal(response.statusCode, 415);
    assert.equal(response.json().code, 4015);
  });

  test('CORS allows the portal origins only', async () => {
    const allowed = await t.request({
      method: 'OPTIONS',
      url: '/v1/notifications/read-all',
      headers: {
        origin: TEST_PORTAL_ORIGIN,
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'authorization',
      },
    });
    assert.equal(allowed.headers['access-control-allow-origin'], TEST_PORTAL_ORIGIN);
    assert.match(String(allowed.headers['access-control-allow-methods']), /PATCH/);
    assert.match(String(allowed.headers['access-control-allow-headers']), /Authorization/i);

    const foreign = await t.request({
      method: 'GET',
      url: '/v1/posts?limit=1',
      headers: { origin: 'https://evil.example' },
    });
    assert.equal(foreign.headers['access-control-allow-origin'], undefined);
  });

  test('every answer carries nosniff', async () => {
    const response = await t.request({ method: 'GET', url: '/health' });
    assert.deepEqual(response.json(), { status: 'ok' });
    assert.equal(response.headers['x-content-type-options'], 'nosniff');
  });
});

describe('unexpected errors and rate limits', () => {
  test('an unexpected error is a logged 500 {code: 5000} without internals; typed errors keep their status', async () => {
    const db = createDatabase({ kind: 'memory' });
    await migrateToLatest(db);
    await seedDatabase(db);
    const app = await buildApp({ db, config: TEST_CONFIG });
    app.get('/boom', async () => {
      throw new Error('secret stack detail');
    });
    app.get('/typed', async () => {
      throw apiError('conflict', { message: 'Already there', details: { field: 'name' } });
    });
    try {
      const boom = await app.inject({ method: 'GET', url: '/boom' });
      assert.equal(boom.statusCode, 500);
      assert.deepEqual(boom.json(), { code: 5000, message: 'Internal server error', details: null });
      assert.doesNotMatch(boom.body, /secret/);

      const typed = await app.inject({ method: 'GET', url: '/typed' });
      assert.equal(typed.statusCode, 409);
      assert.deepEqual(typed.json(), { code: 4009, message: 'Already there', details: { field: 'name' } });
    } finally {
      await app.close();
      await db.destroy();
    }
  });

  test('over the limit answers 429 {code: 4029}', async () => {
    const t = await createTestApp({ config: { rateLimit: { perMinute: 2, signInPerMinute: 1 } } });
    try {
      await t.request({ method: 'GET', url: '/v1/general/countries' });
      await t.request({ method: 'GET', url: '/v1/general/countries' });
      const limited = await t.request({ method: 'GET', url: '/v1/general/countries' });
      assert.equal(limited.statusCode, 429);
      const body = expectShape(errorBodySchema, limited.json());
      assert.equal(body.code, 4029);
      assert.ok(limited.headers['retry-after']);
    } finally {
      await t.close();
    }
  });
});
