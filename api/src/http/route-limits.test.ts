import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { InjectOptions } from 'fastify';
import { seedTeam } from '../seed/teams.js';
import { errorBody, expectShape } from '../testing/contract.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { clientAddress, DEFAULT_INVITE_LOOKUPS_PER_MINUTE, DEFAULT_WRITES_PER_MINUTE } from './limits.js';

/**
 * Issue 27, defect 12: each write has a limit of its own that a real player never meets (20 a minute per player),
 * and team invite lookups one that makes guessing invite codes pointless (30 a minute per client address). The
 * global limit (1,000 a minute) let a script file 50 tickets in seconds.
 */

/** A 429 in the error shape, naming the limit. */
function expectLimited(response: { statusCode: number; json: () => unknown; body: string }, limit: number) {
  assert.equal(response.statusCode, 429, response.body);
  const body = expectShape(errorBody, response.json());
  assert.equal(body.code, 4029);
  assert.equal((body.details as { limit: number }).limit, limit);
}

describe('per-route limits of writes and invite lookups', () => {
  let t: TestApp;
  let falcon: string;
  let layla: string;

  before(async () => {
    t = await createTestApp();
    falcon = await t.tokenFor('falcon');
    layla = await t.tokenFor('layla');
  });
  after(() => t.close());

  test(`the ${DEFAULT_WRITES_PER_MINUTE + 1}st ticket of a player in a minute is refused; another player is not`, async () => {
    const ticket = (token: string, index: number) =>
      t.request({
        method: 'POST',
        url: '/v1/bug-report',
        token,
        payload: { bugType: 'other', title: `Ticket ${index}`, description: 'Something broke' },
      });
    for (let index = 1; index <= DEFAULT_WRITES_PER_MINUTE; index += 1) {
      assert.equal((await ticket(falcon, index)).statusCode, 201, `ticket ${index}`);
    }
    expectLimited(await ticket(falcon, DEFAULT_WRITES_PER_MINUTE + 1), DEFAULT_WRITES_PER_MINUTE);
    assert.equal((await ticket(layla, 1)).statusCode, 201, 'counted per player');
  });

  /** Every other limited write: the limit counts the calls, whatever each answers (it runs before the body). */
  const writes: Record<string, () => InjectOptions> = {
    'POST /v1/discord/create-ticket': () => ({
      method: 'POST',
      url: '/v1/discord/create-ticket',
      payload: { subject: 'Help', description: 'Please', tournament_id: randomUUID() },
    }),
    'POST /v1/user/me/profile/image': () => ({ method: 'POST', url: '/v1/user/me/profile/image' }),
    'POST /v1/user/me/profile/banner': () => ({ method: 'POST', url: '/v1/user/me/profile/banner' }),
    'POST /v1/teams/:id/image': () => ({
      method: 'POST',
      url: `/v1/teams/${seedTeam('desert-falcons').id}/image`,
    }),
    'POST /v1/match-results/:matchId/screenshot': () => ({
      method: 'POST',
      url: `/v1/match-results/${randomUUID()}/screenshot`,
    }),
    'POST /v1/chat/:matchId/:matchType/upload-image': () => ({
      method: 'POST',
      url: `/v1/chat/${randomUUID()}/matchmaking/upload-image`,
    }),
    'POST /v1/menapass/missions/:id/verify': () => ({
      method: 'POST',
      url: `/v1/menapass/missions/${randomUUID()}/verify`,
    }),
    'POST /v1/user/me/calendar/rotate': () => ({ method: 'POST', url: '/v1/user/me/calendar/rotate' }),
  };

  for (const [route, call] of Object.entries(writes)) {
    test(`${route}: ${DEFAULT_WRITES_PER_MINUTE} a minute per player`, async () => {
      for (let index = 1; index <= DEFAULT_WRITES_PER_MINUTE; index += 1) {
        const response = await t.request({ ...call(), token: falcon });
        assert.notEqual(response.statusCode, 429, `call ${index}: ${response.body}`);
        assert.ok(response.statusCode < 500, `call ${index}: ${response.body}`);
      }
      expectLimited(await t.request({ ...call(), token: falcon }), DEFAULT_WRITES_PER_MINUTE);
      assert.notEqual((await t.request({ ...call(), token: layla })).statusCode, 429, 'counted per player');
    });
  }

  test('an anonymous call to a signed-in write is refused (401) before it is counted', async () => {
    for (let index = 0; index < DEFAULT_WRITES_PER_MINUTE + 5; index += 1) {
      const response = await t.request({ method: 'POST', url: '/v1/user/me/calendar/rotate' });
      assert.equal(response.statusCode, 401);
    }
  });

  test(`invite lookups: ${DEFAULT_INVITE_LOOKUPS_PER_MINUTE} a minute per client address, guessing gets nowhere`, async () => {
    const lookup = (vanity: string, ip = '203.0.113.7') =>
      t.request({ method: 'GET', url: `/v1/teams/vanity/${vanity}`, remoteAddress: ip });
    assert.equal((await lookup('desert-falcons')).statusCode, 200);
    for (let index = 1; index < DEFAULT_INVITE_LOOKUPS_PER_MINUTE; index += 1) {
      assert.equal((await lookup(`guess-${index}`)).statusCode, 404);
    }
    expectLimited(await lookup('desert-falcons'), DEFAULT_INVITE_LOOKUPS_PER_MINUTE);
    assert.equal((await lookup('desert-falcons', '203.0.113.8')).statusCode, 200, 'counted per address');

    const join = (vanity: string) =>
      t.request({
        method: 'POST',
        url: `/v1/teams/join/${vanity}`,
        token: layla,
        remoteAddress: '198.51.100.9',
      });
    for (let index = 1; index <= DEFAULT_INVITE_LOOKUPS_PER_MINUTE; index += 1) {
      assert.notEqual((await join(`guess-${index}`)).statusCode, 429);
    }
    expectLimited(await join('desert-falcons'), DEFAULT_INVITE_LOOKUPS_PER_MINUTE);
  });
});

describe('the client address a limit counts by', () => {
  test('a client gone before its request is handled (no address) is counted, not a 500', () => {
    assert.equal(clientAddress({ ip: '203.0.113.9' }), '203.0.113.9');
    assert.equal(clientAddress({ ip: undefined as unknown as string }), 'unknown');
  });
});
