import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { redisMessageLimiter } from '../realtime/message-limit.js';
import { errorBody, expectShape } from '../testing/contract.js';
import { startRedis, type RedisServer } from '../testing/redis-server.js';
import { createTestApp, TEST_CONFIG, type TestApp } from '../testing/test-app.js';

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
