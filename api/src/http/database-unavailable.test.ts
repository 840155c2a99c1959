import assert from 'node:assert/strict';
import { test } from 'node:test';
import Fastify from 'fastify';
import pg from 'pg';
import { errorBody } from '../testing/contract.js';
import { isDatabaseUnavailable, registerErrorHandling } from './error-handling.js';

/**
 * A request that fails because the database cannot be reached answers 503 in the error shape with Retry-After
 * (the Postgres restart fault run, `npm run fault:postgres-restart -w api`, shows it end to end); other failures
 * stay 500, and a missing file is not mistaken for the database.
 */

async function connectionError(): Promise<unknown> {
  const client = new pg.Client({
    connectionString: 'postgresql://arena@localhost/postgres?host=/nonexistent-arena-socket-folder',
    connectionTimeoutMillis: 2_000,
  });
  try {
    await client.connect();
  } catch (error) {
    return error;
  } finally {
    await client.end().catch(() => {});
  }
  throw new Error('connected to a server that does not exist');
}

test('database errors are told apart from the rest', async () => {
  assert.equal(isDatabaseUnavailable(await connectionError()), true, 'no server at the socket');
  const shutdown = Object.assign(new Error('terminating connection due to administrator command'), {
    code: '57P01',
  });
  assert.equal(isDatabaseUnavailable(shutdown), true);
  assert.equal(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '57P03' })), true);
  assert.equal(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect')), true);
  assert.equal(isDatabaseUnavailable(new Error('Connection terminated unexpectedly')), true);
  assert.equal(isDatabaseUnavailable(new Error('wrapped', { cause: shutdown })), true);
  assert.equal(
    isDatabaseUnavailable(Object.assign(new Error('no file'), { code: 'ENOENT', syscall: 'open' })),
    false,
  );
  assert.equal(isDatabaseUnavailable(Object.assign(new Error('dup'), { code: '23505' })), false);
  assert.equal(isDatabaseUnavailable(new TypeError('undefined is not a function')), false);
});

test('a request whose database is gone answers 503 {code, message, details} with Retry-After; a bug stays 500', async () => {
  const app = Fastify();
  registerErrorHandling(app);
  const unavailable = await connectionError();
  app.get('/down', async () => {
    throw unavailable;
  });
  app.get('/bug', async () => {
    throw new TypeError('boom');
  });
  const down = await app.inject({ method: 'GET', url: '/down' });
  assert.equal(down.statusCode, 503);
  assert.equal(down.headers['retry-after'], '5');
  const body = errorBody.parse(down.json());
  assert.equal(body.code, 5000);
  assert.deepEqual(body.details, { reason: 'databaseUnavailable', retryAfterSeconds: 5 });
  const bug = await app.inject({ method: 'GET', url: '/bug' });
  assert.equal(bug.statusCode, 500);
  assert.equal(errorBody.parse(bug.json()).code, 5000);
  await app.close();
});
