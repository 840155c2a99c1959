import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

describe('/health (liveness) and /ready (readiness)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  test('/health keeps its answer: the stand-ins are only mentioned when switched on explicitly', async () => {
    const response = await t.request({ method: 'GET', url: '/health' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { status: 'ok' });
    assert.equal(response.headers['cache-control'], 'no-store');
  });

  test('/ready checks the database and the job queue; Redis is not configured here', async () => {
    const response = await t.request({ method: 'GET', url: '/ready' });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), {
      status: 'ready',
      checks: { database: 'ok', redis: 'not configured', queue: 'ok' },
    });
    assert.equal(response.headers['cache-control'], 'no-store');
  });

  test('neither is rate-limited', async () => {
    const limited = await createTestApp({ config: { rateLimit: { perMinute: 1, signInPerMinute: 1 } } });
    try {
      for (let index = 0; index < 3; index += 1) {
        assert.equal((await limited.request({ method: 'GET', url: '/health' })).statusCode, 200);
        assert.equal((await limited.request({ method: 'GET', url: '/ready' })).statusCode, 200);
      }
    } finally {
      await limited.close();
    }
  });
});
