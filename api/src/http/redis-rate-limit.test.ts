import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { redisMessageLimiter } from '../realtime/message-limit.js';
import { errorBody, expectShape } from '../testing/contract.js';
import { startRedis, type RedisServer } from '../testing/redis-server.js';
import { seedPlayer } from '../seed/players.js';
import { createTestApp, TEST_CONFIG, TEST_PORTAL_ORIGIN, type TestApp } from '../testing/test-app.js';

const LIMIT = 6;

describe('rate limits in Redis (REDIS_URL): two API instances share one limit', () => {
  let redis: RedisServer;
  let t: TestApp;
  let second: FastifyInstance;

  before(async () => {
    redis = await startRedis();
    const config = {
      ...TEST_CONFIG,
      rateLimit: { perMinute: LIMIT, signInPerMinute: 1_000 },
      redisUrl: redis.url,
    };
    t = await createTestApp({ config });
    // A second instance over the same database and the same Redis.
    second = await buildApp({ db: t.db, config, clock: () => t.now });
    await second.ready();
  });
  after(async () => {
    await second?.close();
    await t?.close();
    await redis?.stop();
  });

  test('REDIS_URL is read from the environment (redis:// or rediss:// only)', () => {
    assert.equal(loadConfig({ REDIS_URL: 'redis://cache:6379' }).redisUrl, 'redis://cache:6379');
    assert.equal(loadConfig({}).redisUrl, null);
    assert.throws(() => loadConfig({ REDIS_URL: 'http://cache:6379' }), /REDIS_URL/);
  });

  test(`${LIMIT} requests a minute from one client in all, whichever instance answers`, async () => {
    const statuses: number[] = [];
    for (let index = 0; index < LIMIT; index += 1) {
      const app = index % 2 === 0 ? t.app : second;
      statuses.push((await app.inject({ method: 'GET', url: '/v1/tournaments' })).statusCode);
    }
    assert.deepEqual(statuses, Array(LIMIT).fill(200));
    for (const app of [t.app, second]) {
      const refused = await app.inject({ method: 'GET', url: '/v1/tournaments' });
      assert.equal(refused.statusCode, 429);
      const body = expectShape(errorBody, refused.json());
      assert.equal(body.code, 4029);
      assert.equal((body.details as { limit: number }).limit, LIMIT);
    }
    const client = new Redis(redis.url);
    try {
      const keys = await client.keys('arena:rate-limit:*');
      assert.ok(keys.length >= 1, 'the count lives in Redis');
    } finally {
      client.disconnect();
    }
  });

  test('the chat message limit is shared too: 10 in 10 s per player across instances', async () => {
    const clientA = new Redis(redis.url);
    const clientB = new Redis(redis.url);
    try {
      const onA = redisMessageLimiter(clientA);
      const onB = redisMessageLimiter(clientB);
      const now = Date.now();
      const answers: boolean[] = [];
      for (let index = 0; index < 10; index += 1) {
        answers.push(await (index % 2 === 0 ? onA : onB).take('/match-chat:player-1', now + index));
      }
      assert.deepEqual(answers, Array(10).fill(true));
      assert.equal(await onA.take('/match-chat:player-1', now + 20), false);
      assert.equal(await onB.take('/match-chat:player-1', now + 20), false);
      assert.equal(await onB.take('/match-chat:player-2', now + 20), true, 'another player counts apart');
      assert.equal(await onA.take('/match-chat:player-1', now + 10_001), true, 'the window slides');
    } finally {
      clientA.disconnect();
      clientB.disconnect();
    }
  });
});

describe('a paused or stopped Redis never holds a request: every call is bounded, each limit fails open or closed', () => {
  let redis: RedisServer;
  let t: TestApp;
  let falcon: string;

  before(async () => {
    redis = await startRedis();
    t = await createTestApp({ config: { ...TEST_CONFIG, redisUrl: redis.url } });
    falcon = await t.tokenFor('falcon');
  });
  after(async () => {
    try {
      process.kill(redis.pid, 'SIGCONT');
    } catch {
      // already stopped
    }
    await t?.close();
    await redis?.stop();
  });

  /** The answer and how long it took. */
  async function timed(options: Parameters<TestApp['request']>[0]) {
    const started = performance.now();
    const response = await t.request(options);
    return { response, ms: performance.now() - started };
  }

  const signIn = () =>
    timed({
      method: 'POST',
      url: '/auth/signin',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        redirect_url: `${TEST_PORTAL_ORIGIN}/`,
        user_id: seedPlayer('layla').id,
      }).toString(),
    });
  const read = () => timed({ method: 'GET', url: '/v1/tournaments' });
  const upload = () => timed({ method: 'POST', url: '/v1/user/me/profile/image', token: falcon });

  /** Sign-in and uploads fail closed: 503 (5003) in the error shape, naming Redis, within a second. */
  function expectClosed({ response, ms }: Awaited<ReturnType<typeof timed>>, what: string) {
    assert.equal(response.statusCode, 503, `${what}: ${response.body}`);
    const body = expectShape(errorBody, response.json());
    assert.equal(body.code, 5003);
    assert.deepEqual(body.details, { dependency: 'redis' });
    assert.ok(ms < 1_000, `${what} answered in ${Math.round(ms)} ms`);
  }

  test('with Redis up, /ready reports the database, Redis and the job queue', async () => {
    const ready = await t.request({ method: 'GET', url: '/ready' });
    assert.equal(ready.statusCode, 200, ready.body);
    assert.deepEqual(ready.json(), { status: 'ready', checks: { database: 'ok', redis: 'ok', queue: 'ok' } });
    assert.equal((await signIn()).response.statusCode, 302);
  });

  test('paused (SIGSTOP): reads go on uncounted, sign-in and uploads answer 503, /ready names Redis', async () => {
    process.kill(redis.pid, 'SIGSTOP');
    try {
      for (let index = 0; index < 3; index += 1) {
        const { response, ms } = await read();
        assert.equal(response.statusCode, 200, 'a read fails open');
        assert.ok(ms < 1_000, `a read answered in ${Math.round(ms)} ms`);
      }
      expectClosed(await signIn(), 'sign-in');
      expectClosed(await upload(), 'an upload');
      const ready = await timed({ method: 'GET', url: '/ready' });
      assert.equal(ready.response.statusCode, 503, ready.response.body);
      const body = expectShape(errorBody, ready.response.json());
      assert.equal(body.code, 5003);
      assert.deepEqual(body.details, { failed: ['redis'] });
      assert.ok(ready.ms < 2_000, `/ready answered in ${Math.round(ready.ms)} ms`);
      assert.equal(
        (await t.request({ method: 'GET', url: '/health' })).statusCode,
        200,
        'liveness is not Redis',
      );
    } finally {
      process.kill(redis.pid, 'SIGCONT');
    }
    // Resumed: counted again.
    const deadline = Date.now() + 5_000;
    while ((await t.request({ method: 'GET', url: '/ready' })).statusCode !== 200) {
      assert.ok(Date.now() < deadline, '/ready is 200 again once Redis answers');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    assert.equal((await signIn()).response.statusCode, 302);
  });

  test('stopped: the same, at once (no queueing for a reconnect)', async () => {
    await redis.stop();
    const { response, ms } = await read();
    assert.equal(response.statusCode, 200);
    assert.ok(ms < 1_000, `a read answered in ${Math.round(ms)} ms`);
    expectClosed(await signIn(), 'sign-in');
    expectClosed(await upload(), 'an upload');
    const ready = await t.request({ method: 'GET', url: '/ready' });
    assert.equal(ready.statusCode, 503);
    assert.deepEqual(ready.json().details, { failed: ['redis'] });
  });
});
