import assert from 'node:assert/strict';
import { after, afterEach, before, beforeEach, describe, test } from 'node:test';
import {
  connections as connectionsSchema,
  discordAccount,
  publicProfile,
  twitterAccount,
  user as userSchema,
} from '@arena/contract';
import type { LightMyRequestResponse } from 'fastify';
import { ConfigError, loadConfig } from '../../config.js';
import { seedPlayer } from '../../seed/players.js';
import { errorBody, expectShape } from '../../testing/contract.js';
import {
  createTestApp,
  recentSeedMoment,
  TEST_PORTAL_ORIGIN,
  TEST_PUBLIC_URL,
  type TestApp,
} from '../../testing/test-app.js';
import type { ConnectionProviderName } from './connection-provider.js';

const REDIRECT = `${TEST_PORTAL_ORIGIN}/account/settings?tab=connections`;

/** The path and query of an absolute URL on the API, for `app.inject`. */
const local = (absolute: string) => {
  const url = new URL(absolute);
  assert.equal(url.origin, TEST_PUBLIC_URL, `expected a URL on the API: ${absolute}`);
  return `${url.pathname}${url.search}`;
};

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

function round(t: TestApp) {
  return {
    /** GET /v1/{provider}/auth: the URL the browser goes to. */
    async start(provider: ConnectionProviderName, token: string, redirect = REDIRECT): Promise<URL> {
      const response = await t.request({
        method: 'GET',
        url: `/v1/${provider}/auth?redirect_url=${encodeURIComponent(redirect)}`,
        token,
      });
      assert.equal(response.statusCode, 200, response.body);
      const body = response.json() as { url: string };
      assert.deepEqual(Object.keys(body), ['url']);
      return new URL(body.url);
    },
    /** The consent page's form, as the browser submits it; answers the 302 to the callback. */
    decide(provider: ConnectionProviderName, state: string, fields: Record<string, string>) {
      return t.request({ method: 'POST', url: `/auth/connect/${provider}`, ...form({ state, ...fields }) });
    },
    follow(location: string | undefined) {
      assert.ok(location, 'a Location header');
      return t.request({ method: 'GET', url: local(location) });
    },
  };
}

function expectPortalRedirect(
  response: LightMyRequestResponse,
  expected: { provider: ConnectionProviderName; status: 'connected' | 'failed'; reason?: string },
  redirect = REDIRECT,
) {
  assert.equal(response.statusCode, 302, response.body);
  const location = new URL(String(response.headers.location));
  const base = new URL(redirect);
  assert.equal(location.origin + location.pathname, base.origin + base.pathname);
  assert.equal(
    location.searchParams.get('tab'),
    base.searchParams.get('tab'),
    'the portal’s own query is kept',
  );
  assert.equal(location.searchParams.get('provider'), expected.provider);
  assert.equal(location.searchParams.get('status'), expected.status);
  assert.equal(location.searchParams.get('reason'), expected.reason ?? null);
}

describe('linked accounts through the local consent stand-in', () => {
  let t: TestApp;
  let falcon: string;
  let layla: string;
  let r: ReturnType<typeof round>;

  const get = (url: string, token?: string) => t.request({ method: 'GET', url, token });

  before(async () => {
    t = await createTestApp();
    falcon = await t.tokenFor('falcon');
    layla = await t.tokenFor('layla');
    r = round(t);
  });
  after(() => t.close());

  test('discord round trip: auth → consent page → authorize → callback → portal, then shown everywhere, then unlinked', async () => {
    const authUrl = await r.start('discord', falcon);
    assert.equal(authUrl.origin + authUrl.pathname, `${TEST_PUBLIC_URL}/auth/connect/discord`);
    const state = authUrl.searchParams.get('state')!;
    assert.ok(state.length >= 32);

    const page = await get(local(authUrl.href));
    assert.equal(page.statusCode, 200);
    assert.match(String(page.headers['content-type']), /^text\/html/);
    assert.equal(page.headers['cache-control'], 'no-store');
    assert.match(String(page.headers['content-security-policy']), /frame-ancestors 'none'/);
    assert.match(page.body, /<input id="field-username" name="username" value="Falcon"/);
    assert.match(
      page.body,
      /<label for="field-username"><span>Username · <span lang="ar" dir="rtl">اسم المستخدم/,
    );
    assert.match(
      page.body,
      /<button type="submit" class="primary" name="action" value="authorize">Authorize · /,
    );
    assert.match(
      page.body,
      /<button type="submit" class="secondary" name="action" value="cancel" formnovalidate>Cancel · /,
    );

    const decided = await r.decide('discord', state, { username: 'FalconDSF', action: 'authorize' });
    assert.equal(decided.statusCode, 302);
    const callback = new URL(String(decided.headers.location));
    assert.equal(callback.origin + callback.pathname, `${TEST_PUBLIC_URL}/v1/discord/callback`);
    assert.equal(callback.searchParams.get('state'), state);
    assert.ok(callback.searchParams.get('code'));

    expectPortalRedirect(await r.follow(callback.href), { provider: 'discord', status: 'connected' });

    const account = await get('/v1/discord/account', falcon);
    assert.equal(account.statusCode, 200);
    const discord = expectShape(discordAccount, account.json().data);
    assert.match(discord.id, /^[1-9]\d{17}$/);
    assert.equal(discord.username, 'FalconDSF');
    assert.equal(discord.avatar, `${TEST_PUBLIC_URL}/static/avatars/FalconDSF.svg`);
    assert.equal(discord.connectedAt, t.now.toISOString());
    const avatar = await get(local(discord.avatar));
    assert.equal(avatar.statusCode, 200);
    assert.match(String(avatar.headers['content-type']), /^image\/svg\+xml/);

    const connections = await get('/v1/user/me/connections', falcon);
    assert.deepEqual(expectShape(connectionsSchema, connections.json()), {
      discord: { id: discord.id, username: 'FalconDSF' },
      twitter: null,
    });
    const me = expectShape(userSchema, (await get('/v1/user/me', falcon)).json().user);
    assert.equal(me.discordLinked, true);
    assert.deepEqual(me.connections, { discord: { id: discord.id, username: 'FalconDSF' }, twitter: null });
    const profile = await get(`/v1/users/${seedPlayer('falcon').id}`);
    assert.deepEqual(expectShape(publicProfile, profile.json().data).connections, me.connections);

    const notLaylas = await get('/v1/discord/account', layla);
    assert.equal(notLaylas.statusCode, 404);

    const unlink = await t.request({ method: 'DELETE', url: '/v1/discord/unlink', token: falcon });
    assert.equal(unlink.statusCode, 200);
    assert.deepEqual(unlink.json(), { message: 'Discord account unlinked successfully' });
    const gone = await get('/v1/discord/account', falcon);
    assert.equal(gone.statusCode, 404);
    assert.equal(expectShape(errorBody, gone.json()).code, 4004);
    const unlinkAgain = await t.request({ method: 'DELETE', url: '/v1/discord/unlink', token: falcon });
    assert.equal(unlinkAgain.statusCode, 404);
    assert.equal(unlinkAgain.json().code, 4004);
    const meAfter = expectShape(userSchema, (await get('/v1/user/me', falcon)).json().user);
    assert.equal(meAfter.discordLinked, false);
    assert.deepEqual(meAfter.connections, { discord: null, twitter: null });

    // The same username always gives the same stand-in id.
    const again = await r.start('discord', falcon);
    const relinked = await r.decide('discord', again.searchParams.get('state')!, {
      username: 'FalconDSF',
      action: 'authorize',
    });
    expectPortalRedirect(await r.follow(relinked.headers.location as string), {
      provider: 'discord',
      status: 'connected',
    });
    assert.equal((await get('/v1/discord/account', falcon)).json().data.id, discord.id);
    await t.request({ method: 'DELETE', url: '/v1/discord/unlink', token: falcon });
  });

  test('twitter round trip likewise: { username, profileImageUrl, connectedAt }', async () => {
    const authUrl = await r.start('twitter', layla, `${TEST_PORTAL_ORIGIN}/account/settings?tab=connections`);
    assert.equal(authUrl.origin + authUrl.pathname, `${TEST_PUBLIC_URL}/auth/connect/twitter`);
    const state = authUrl.searchParams.get('state')!;
    const page = await get(local(authUrl.href));
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /name="username" value="Layla"/);

    const decided = await r.decide('twitter', state, { username: 'layla_arb', action: 'authorize' });
    expectPortalRedirect(await r.follow(decided.headers.location as string), {
      provider: 'twitter',
      status: 'connected',
    });

    const account = await get('/v1/twitter/account', layla);
    assert.equal(account.statusCode, 200);
    const twitter = expectShape(twitterAccount, account.json().data);
    assert.equal(twitter.username, 'layla_arb');
    assert.equal(twitter.profileImageUrl, `${TEST_PUBLIC_URL}/static/avatars/layla_arb.svg`);
    assert.deepEqual((await get('/v1/user/me/connections', layla)).json(), {
      discord: null,
      twitter: { username: 'layla_arb' },
    });
    const me = expectShape(userSchema, (await get('/v1/user/me', layla)).json().user);
    assert.equal(me.discordLinked, false, 'discordLinked is about the chat-community account only');

    const unlink = await t.request({ method: 'DELETE', url: '/v1/twitter/unlink', token: layla });
    assert.deepEqual(unlink.json(), { message: 'Twitter account unlinked successfully' });
    assert.equal((await get('/v1/twitter/account', layla)).statusCode, 404);
    assert.equal(
      (await t.request({ method: 'DELETE', url: '/v1/twitter/unlink', token: layla })).statusCode,
      404,
    );
  });

  test('a state is single use: replaying the callback links nothing', async () => {
    const authUrl = await r.start('discord', falcon);
    const decided = await r.decide('discord', authUrl.searchParams.get('state')!, {
      username: 'Replay',
      action: 'authorize',
    });
    const callback = decided.headers.location as string;
    expectPortalRedirect(await r.follow(callback), { provider: 'discord', status: 'connected' });
    await t.request({ method: 'DELETE', url: '/v1/discord/unlink', token: falcon });

    const replay = await r.follow(callback);
    assert.equal(replay.statusCode, 400);
    assert.match(String(replay.headers['content-type']), /^text\/html/);
    assert.match(replay.body, /This connection request has expired or was already used/);
    assert.equal((await get('/v1/discord/account', falcon)).statusCode, 404);

    const consentAgain = await get(local(authUrl.href));
    assert.equal(consentAgain.statusCode, 400);
  });

  test('a code made for one player’s state is refused with another player’s state', async () => {
    const laylaState = (await r.start('discord', layla)).searchParams.get('state')!;
    const falconState = (await r.start('discord', falcon)).searchParams.get('state')!;
    const falconDecision = await r.decide('discord', falconState, {
      username: 'Swapped',
      action: 'authorize',
    });
    const falconCallback = new URL(String(falconDecision.headers.location));

    const swapped = await t.request({
      method: 'GET',
      url: `/v1/discord/callback?code=${encodeURIComponent(falconCallback.searchParams.get('code')!)}&state=${encodeURIComponent(laylaState)}`,
    });
    expectPortalRedirect(swapped, { provider: 'discord', status: 'failed', reason: 'invalid_code' });
    assert.equal((await get('/v1/discord/account', layla)).statusCode, 404);
    assert.equal((await get('/v1/discord/account', falcon)).statusCode, 404);

    // A forged code (changed payload, old signature) is refused as well.
    const [body, signature] = falconCallback.searchParams.get('code')!.split('.');
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    const forged = Buffer.from(JSON.stringify({ ...payload, username: 'Forged' })).toString('base64url');
    const forgedResponse = await t.request({
      method: 'GET',
      url: `/v1/discord/callback?code=${forged}.${signature}&state=${encodeURIComponent(falconState)}`,
    });
    expectPortalRedirect(forgedResponse, { provider: 'discord', status: 'failed', reason: 'invalid_code' });
    assert.equal((await get('/v1/discord/account', falcon)).statusCode, 404);
  });

  test('a state started for one provider does not work on the other', async () => {
    const state = (await r.start('discord', falcon)).searchParams.get('state')!;
    const page = await get(`/auth/connect/twitter?state=${encodeURIComponent(state)}`);
    assert.equal(page.statusCode, 400);
    const callback = await get(`/v1/twitter/callback?code=x&state=${encodeURIComponent(state)}`);
    assert.equal(callback.statusCode, 400);
  });

  test('Cancel sends the player back with status=failed&reason=access_denied and links nothing', async () => {
    const state = (await r.start('discord', falcon)).searchParams.get('state')!;
    const cancelled = await r.decide('discord', state, { username: 'Falcon', action: 'cancel' });
    assert.equal(cancelled.statusCode, 302);
    const callback = new URL(String(cancelled.headers.location));
    assert.equal(callback.searchParams.get('error'), 'access_denied');
    assert.equal(callback.searchParams.get('code'), null);
    expectPortalRedirect(await r.follow(callback.href), {
      provider: 'discord',
      status: 'failed',
      reason: 'access_denied',
    });
    assert.equal((await get('/v1/discord/account', falcon)).statusCode, 404);
  });

  test('a bad username re-renders the consent page with the error; the request stays usable', async () => {
    const state = (await r.start('discord', falcon)).searchParams.get('state')!;
    const bad = await r.decide('discord', state, { username: '<b>x</b>', action: 'authorize' });
    assert.equal(bad.statusCode, 400);
    assert.match(
      bad.body,
      /role="alert">Username may only contain letters, digits, spaces, _ and \. · <span lang="ar" dir="rtl">يمكن أن يحتوي اسم المستخدم/,
    );
    assert.match(bad.body, /value="&lt;b&gt;x&lt;\/b&gt;"/);
    assert.ok(!bad.body.includes('<b>x</b>'));
    const good = await r.decide('discord', state, { username: 'Falcon', action: 'authorize' });
    expectPortalRedirect(await r.follow(good.headers.location as string), {
      provider: 'discord',
      status: 'connected',
    });
    await t.request({ method: 'DELETE', url: '/v1/discord/unlink', token: falcon });
  });

  test('redirect_url must be on a portal origin; /auth needs sign-in', async () => {
    for (const redirect of [
      'https://evil.example/account/settings',
      'javascript:alert(1)',
      '/account/settings',
      `http://user:pw@localhost:8080/`,
    ]) {
      for (const provider of ['discord', 'twitter'] as const) {
        const response = await t.request({
          method: 'GET',
          url: `/v1/${provider}/auth?redirect_url=${encodeURIComponent(redirect)}`,
          token: falcon,
        });
        assert.equal(response.statusCode, 400, `${provider} ${redirect}`);
        const body = expectShape(errorBody, response.json());
        assert.equal(body.code, 4000);
        assert.deepEqual(Object.keys(body.details?.fields as object), ['redirect_url']);
      }
    }
    const missing = await t.request({ method: 'GET', url: '/v1/discord/auth', token: falcon });
    assert.equal(missing.statusCode, 400);
    const anonymous = await t.request({
      method: 'GET',
      url: `/v1/discord/auth?redirect_url=${encodeURIComponent(REDIRECT)}`,
    });
    assert.equal(anonymous.statusCode, 401);
    for (const url of ['/v1/discord/account', '/v1/twitter/account', '/v1/user/me/connections']) {
      assert.equal((await get(url)).statusCode, 401, url);
    }
  });

  test('unknown or missing states get the error page, never a redirect', async () => {
    for (const url of [
      '/auth/connect/discord',
      '/auth/connect/discord?state=nope',
      '/v1/discord/callback?code=x&state=nope',
      '/v1/discord/callback',
    ]) {
      const response = await get(url);
      assert.equal(response.statusCode, 400, url);
      assert.equal(response.headers.location, undefined, url);
      assert.match(response.body, /This connection request has expired or was already used/, url);
    }
    const post = await r.decide('discord', 'nope', { username: 'x', action: 'authorize' });
    assert.equal(post.statusCode, 400);
  });
});

describe('linked-account states expire after 10 minutes', () => {
  let t: TestApp;
  let current: Date;

  before(async () => {
    current = await recentSeedMoment();
    t = await createTestApp({ clock: () => current, now: current });
  });
  after(() => t.close());

  test('an expired state shows the error page and its callback reports reason=expired', async () => {
    const r = round(t);
    const token = await t.tokenFor('nour');
    const authUrl = await r.start('discord', token);
    const state = authUrl.searchParams.get('state')!;
    const decided = await r.decide('discord', state, { username: 'Nour', action: 'authorize' });
    assert.equal(decided.statusCode, 302);

    current = new Date(current.getTime() + 10 * 60 * 1000 + 1000);
    const page = await t.request({ method: 'GET', url: local(authUrl.href) });
    assert.equal(page.statusCode, 400);
    expectPortalRedirect(await r.follow(decided.headers.location as string), {
      provider: 'discord',
      status: 'failed',
      reason: 'expired',
    });
    assert.equal((await t.request({ method: 'GET', url: '/v1/discord/account', token })).statusCode, 404);
  });
});

describe('OAuth client configuration', () => {
  test('DISCORD_/TWITTER_CLIENT_ID and _SECRET configure the real clients; unset means the stand-in', () => {
    assert.deepEqual(loadConfig({}).oauth, { discord: null, twitter: null });
    const config = loadConfig({
      DISCORD_CLIENT_ID: 'd-id',
      DISCORD_CLIENT_SECRET: 'd-secret',
      TWITTER_CLIENT_ID: 't-id',
      TWITTER_CLIENT_SECRET: 't-secret',
    });
    assert.deepEqual(config.oauth, {
      discord: { clientId: 'd-id', clientSecret: 'd-secret' },
      twitter: { clientId: 't-id', clientSecret: 't-secret' },
    });
  });

  test('an id without its secret (or the reverse) is a configuration error naming the pair', () => {
    assert.throws(
      () => loadConfig({ DISCORD_CLIENT_ID: 'd-id' }),
      (error: Error) => error instanceof ConfigError && /DISCORD_CLIENT_SECRET/.test(error.message),
    );
    assert.throws(() => loadConfig({ TWITTER_CLIENT_SECRET: 't-secret' }), /TWITTER_CLIENT_ID/);
  });
});

describe('real OAuth providers when client ids are configured', () => {
  let t: TestApp;
  let token: string;
  const realFetch = globalThis.fetch;
  let fetchCalls: Request[];
  let answer: (request: Request) => Response;

  before(async () => {
    t = await createTestApp({
      config: {
        oauth: {
          discord: { clientId: 'discord-client-123', clientSecret: 'discord-secret' },
          twitter: { clientId: 'twitter-client-456', clientSecret: 'twitter-secret' },
        },
      },
    });
    token = await t.tokenFor('falcon');
  });
  after(() => t.close());
  beforeEach(() => {
    fetchCalls = [];
    answer = () => new Response('unexpected call', { status: 500 });
    globalThis.fetch = async (input: string | URL | Request, init?: RequestInit) => {
      const request = new Request(input, init);
      fetchCalls.push(request.clone());
      return answer(request);
    };
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  const start = async (provider: ConnectionProviderName) => {
    const response = await t.request({
      method: 'GET',
      url: `/v1/${provider}/auth?redirect_url=${encodeURIComponent(REDIRECT)}`,
      token,
    });
    assert.equal(response.statusCode, 200);
    return new URL(response.json().url);
  };

  test('discord: the authorization URL is discord.com’s, with the client id and the callback URI', async () => {
    const url = await start('discord');
    assert.equal(url.origin + url.pathname, 'https://discord.com/oauth2/authorize');
    assert.equal(url.searchParams.get('client_id'), 'discord-client-123');
    assert.equal(url.searchParams.get('redirect_uri'), `${TEST_PUBLIC_URL}/v1/discord/callback`);
    assert.equal(url.searchParams.get('response_type'), 'code');
    assert.equal(url.searchParams.get('scope'), 'identify');
    assert.ok(url.searchParams.get('state'));
    assert.equal(url.searchParams.get('code_challenge'), null);
    assert.equal(fetchCalls.length, 0, 'no network call');
    const standIn = await t.request({
      method: 'GET',
      url: `/auth/connect/discord?state=${url.searchParams.get('state')}`,
    });
    assert.equal(standIn.statusCode, 404, 'no consent stand-in when the real provider is configured');
  });

  test('twitter: twitter.com’s URL with PKCE (S256), the client id and the callback URI', async () => {
    const url = await start('twitter');
    assert.equal(url.origin + url.pathname, 'https://twitter.com/i/oauth2/authorize');
    assert.equal(url.searchParams.get('client_id'), 'twitter-client-456');
    assert.equal(url.searchParams.get('redirect_uri'), `${TEST_PUBLIC_URL}/v1/twitter/callback`);
    assert.equal(url.searchParams.get('code_challenge_method'), 'S256');
    assert.match(url.searchParams.get('code_challenge') ?? '', /^[A-Za-z0-9_-]{43}$/);
    assert.equal(url.searchParams.get('scope'), 'users.read tweet.read');
    assert.equal(fetchCalls.length, 0, 'no network call');
  });

  test('discord callback: code exchange and the user endpoint (stubbed) link the account', async () => {
    const state = (await start('discord')).searchParams.get('state')!;
    answer = (request) => {
      if (request.url === 'https://discord.com/api/oauth2/token') {
        return Response.json({ access_token: 'discord-access', token_type: 'Bearer', expires_in: 600 });
      }
      if (request.url === 'https://discord.com/api/v10/users/@me') {
        assert.equal(request.headers.get('authorization'), 'Bearer discord-access');
        return Response.json({ id: '80351110224678912', username: 'nelly', avatar: 'abc123' });
      }
      return new Response('unexpected', { status: 500 });
    };
    const callback = await t.request({
      method: 'GET',
      url: `/v1/discord/callback?code=the-code&state=${state}`,
    });
    expectPortalRedirect(callback, { provider: 'discord', status: 'connected' });
    const tokenRequest = new URLSearchParams(await fetchCalls[0].text());
    assert.equal(tokenRequest.get('code'), 'the-code');
    assert.equal(tokenRequest.get('redirect_uri'), `${TEST_PUBLIC_URL}/v1/discord/callback`);
    const account = expectShape(
      discordAccount,
      (await t.request({ method: 'GET', url: '/v1/discord/account', token })).json().data,
    );
    assert.equal(account.id, '80351110224678912');
    assert.equal(account.username, 'nelly');
    assert.equal(account.avatar, 'https://cdn.discordapp.com/avatars/80351110224678912/abc123.png');
  });

  test('twitter callback sends the stored PKCE verifier; a refused code reports reason=invalid_code', async () => {
    const state = (await start('twitter')).searchParams.get('state')!;
    const stored = await t.db
      .selectFrom('oauth_states')
      .select('code_verifier')
      .where('state', '=', state)
      .executeTakeFirstOrThrow();
    assert.ok(stored.code_verifier);
    answer = () => Response.json({ error: 'invalid_grant' }, { status: 400 });
    const refused = await t.request({ method: 'GET', url: `/v1/twitter/callback?code=bad&state=${state}` });
    expectPortalRedirect(refused, { provider: 'twitter', status: 'failed', reason: 'invalid_code' });
    assert.equal(new URLSearchParams(await fetchCalls[0].text()).get('code_verifier'), stored.code_verifier);

    const next = (await start('twitter')).searchParams.get('state')!;
    answer = (request) =>
      request.url.startsWith('https://api.twitter.com/2/oauth2/token')
        ? Response.json({ access_token: 'tw-access', token_type: 'bearer' })
        : Response.json({
            data: {
              id: '2244994945',
              username: 'ArenaFan',
              profile_image_url: 'https://pbs.twimg.com/p.jpg',
            },
          });
    const linked = await t.request({ method: 'GET', url: `/v1/twitter/callback?code=good&state=${next}` });
    expectPortalRedirect(linked, { provider: 'twitter', status: 'connected' });
    const account = expectShape(
      twitterAccount,
      (await t.request({ method: 'GET', url: '/v1/twitter/account', token })).json().data,
    );
    assert.equal(account.username, 'ArenaFan');
    assert.equal(account.profileImageUrl, 'https://pbs.twimg.com/p.jpg');
  });

  test('a provider that cannot be reached reports reason=provider_error', async () => {
    const state = (await start('discord')).searchParams.get('state')!;
    answer = () => {
      throw new TypeError('fetch failed');
    };
    const response = await t.request({ method: 'GET', url: `/v1/discord/callback?code=x&state=${state}` });
    expectPortalRedirect(response, { provider: 'discord', status: 'failed', reason: 'provider_error' });
  });
});
