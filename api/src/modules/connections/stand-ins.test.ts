import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { AppConfig } from '../../config.js';
import { seedPlayer } from '../../seed/players.js';
import { errorBody, expectShape } from '../../testing/contract.js';
import { createTestApp, TEST_PORTAL_ORIGIN, type TestApp } from '../../testing/test-app.js';

/**
 * One switch for every stand-in (issue 27, defect 4): the sign-in page and the linked-account consent pages are off
 * when a real sign-in service is configured (`AUTH_URL`) or in production, unless `ARENA_ALLOW_STAND_IN=1`; a
 * provider with its real OAuth client never uses the stand-in.
 */

const REDIRECT = `${TEST_PORTAL_ORIGIN}/account/settings?tab=connections`;
const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

const startLink = (t: TestApp, provider: 'discord' | 'twitter', token: string) =>
  t.request({
    method: 'GET',
    url: `/v1/${provider}/auth?redirect_url=${encodeURIComponent(REDIRECT)}`,
    token,
  });

const OFF: Record<string, Partial<AppConfig>> = {
  // Before the fix, both consent stand-ins stayed on here.
  'AUTH_URL names a real sign-in service': { authUrl: 'https://signin.publisher.example' },
  // What `loadConfig` decides for NODE_ENV=production without ARENA_ALLOW_STAND_IN.
  'production (standIns: false)': { standIns: false },
};

for (const [name, config] of Object.entries(OFF)) {
  describe(`stand-ins off: ${name}`, () => {
    let t: TestApp;
    let falcon: string;
    before(async () => {
      t = await createTestApp({ config });
      falcon = await t.tokenFor('falcon');
    });
    after(() => t.close());

    test('linking a provider without its OAuth client answers 503 providerNotConfigured (5004)', async () => {
      for (const provider of ['discord', 'twitter'] as const) {
        const response = await startLink(t, provider, falcon);
        assert.equal(response.statusCode, 503, response.body);
        const body = expectShape(errorBody, response.json());
        assert.equal(body.code, 5004);
        assert.deepEqual(body.details, { provider });
      }
    });

    test('the consent stand-in is gone: no link can be made up with any username', async () => {
      for (const provider of ['discord', 'twitter'] as const) {
        const page = await t.request({ method: 'GET', url: `/auth/connect/${provider}?state=x` });
        assert.equal(page.statusCode, 404);
        const decided = await t.request({
          method: 'POST',
          url: `/auth/connect/${provider}`,
          ...form({ state: 'x', username: 'ghost', action: 'authorize' }),
        });
        assert.equal(decided.statusCode, 404);
        const callback = await t.request({ method: 'GET', url: `/v1/${provider}/callback?state=x&code=y` });
        assert.equal(callback.statusCode, 400, 'the error page');
      }
      const linked = await t.request({ method: 'GET', url: '/v1/user/me/connections', token: falcon });
      assert.equal(linked.statusCode, 200);
    });

    test('the sign-in stand-in is gone (404)', async () => {
      const page = await t.request({
        method: 'GET',
        url: `/auth/signin?redirect_url=${encodeURIComponent(`${TEST_PORTAL_ORIGIN}/`)}`,
      });
      assert.equal(page.statusCode, 404);
      const post = await t.request({
        method: 'POST',
        url: '/auth/signin',
        ...form({ redirect_url: `${TEST_PORTAL_ORIGIN}/`, user_id: seedPlayer('layla').id }),
      });
      assert.equal(post.statusCode, 404);
      assert.equal(post.headers.location, undefined, 'no token handed out');
    });
  });
}

describe('stand-ins allowed explicitly (ARENA_ALLOW_STAND_IN=1) with a real AUTH_URL', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({
      config: { authUrl: 'https://signin.publisher.example', standIns: true, standInsForced: true },
    });
  });
  after(() => t.close());

  test('the consent and sign-in stand-ins answer, and /health says so loudly', async () => {
    const response = await startLink(t, 'discord', await t.tokenFor('falcon'));
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(new URL((response.json() as { url: string }).url).pathname, '/auth/connect/discord');
    const page = await t.request({
      method: 'GET',
      url: `/auth/signin?redirect_url=${encodeURIComponent(`${TEST_PORTAL_ORIGIN}/`)}`,
    });
    assert.equal(page.statusCode, 200);
    const health = await t.request({ method: 'GET', url: '/health' });
    assert.equal(health.statusCode, 200);
    const body = health.json() as { status: string; standIns?: boolean; warning?: string };
    assert.equal(body.status, 'ok');
    assert.equal(body.standIns, true);
    assert.match(body.warning ?? '', /anyone can sign in as any player/);
  });
});

describe('a provider with its real OAuth client never uses the stand-in, even with the stand-ins on', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({
      config: { oauth: { discord: { clientId: 'd-id', clientSecret: 'd-secret' }, twitter: null } },
    });
  });
  after(() => t.close());

  test('discord goes to the provider; twitter (no client) keeps the stand-in', async () => {
    const token = await t.tokenFor('falcon');
    const discord = await startLink(t, 'discord', token);
    assert.equal(new URL((discord.json() as { url: string }).url).origin, 'https://discord.com');
    assert.equal((await t.request({ method: 'GET', url: '/auth/connect/discord?state=x' })).statusCode, 404);
    const twitter = await startLink(t, 'twitter', token);
    assert.equal(new URL((twitter.json() as { url: string }).url).pathname, '/auth/connect/twitter');
  });
});
