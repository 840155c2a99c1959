import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { COMMUNITY_PLAYERS, FEATURED_PLAYERS, seedPlayer } from '../../seed/players.js';
import { createTestApp, TEST_PORTAL_ORIGIN, type TestApp } from '../../testing/test-app.js';
import { parseRedirectUrl, redirectWithToken } from './signin-routes.js';
import { simulatedAccountLevel, simulatedRank } from '../../providers/game-data/simulated-provider.js';

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

describe('sign-in stand-in', () => {
  let t: TestApp;
  const redirectUrl = `${TEST_PORTAL_ORIGIN}/account/settings?tab=profile#top`;
  const page = (redirect = redirectUrl) =>
    t.request({ method: 'GET', url: `/auth/signin?redirect_url=${encodeURIComponent(redirect)}` });

  before(async () => {
    // As in development and on test servers, where the stand-in offers the staff accounts too.
    t = await createTestApp({ config: { standInAdmins: true } });
  });
  after(() => t.close());

  test('the page lists every seeded player as a button showing name#tag', async () => {
    const response = await page();
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^text\/html/);
    assert.match(response.body, /<title>Sign in — MENA Arena \(local\)<\/title>/);
    const buttons = [
      ...response.body.matchAll(
        /<button type="submit" class="player" name="user_id" value="([^"]+)">\s*<span class="riot">([^<]+)<\/span>/g,
      ),
    ];
    const shown = new Map(buttons.map((match) => [match[1], match[2]]));
    for (const player of [...FEATURED_PLAYERS, ...COMMUNITY_PLAYERS]) {
      assert.equal(shown.get(player.id), `${player.gameName}#${player.tagLine}`, player.key);
    }
    assert.match(response.body, /Cheater#BAN[\s\S]*?Banned/);
    assert.match(response.body, /Newcomer#NEW[\s\S]*?No game account/);
    assert.match(response.body, /ArenaAdmin#STAFF[\s\S]*?<span class="badge staff">Admin</);
    assert.match(response.body, /Organizer#STAFF[\s\S]*?<span class="badge staff">Organizer</);
    assert.match(response.body, /Support#STAFF[\s\S]*?<span class="badge staff">Support</);
    assert.match(response.body, /Editor#STAFF[\s\S]*?<span class="badge staff">Editor</);
    assert.match(response.body, /name="game_name"/);
    assert.match(response.body, /<option value="me1"[^>]*>Middle East/);
    assert.match(response.body, /<option value="euw1"[^>]*>Europe West/);
    for (const region of ['eun1', 'tr1', 'ru', 'na1', 'br1', 'la1', 'la2', 'oc1', 'kr', 'jp1'])
      assert.match(response.body, new RegExp(`<option value="${region}"`), region);
    assert.match(
      String(response.headers['content-security-policy']),
      /form-action 'self' http:\/\/localhost:8080/,
    );
    assert.equal(response.headers['cache-control'], 'no-store');
  });

  test('the redirect_url is escaped in the page', async () => {
    const tricky = `${TEST_PORTAL_ORIGIN}/news?q="><script>alert(1)</script>`;
    const response = await page(tricky);
    assert.equal(response.statusCode, 200);
    assert.doesNotMatch(response.body, /<script>alert/);
  });

  test('choosing a player redirects to redirect_url with the token added, keeping its query', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/auth/signin',
      ...form({ redirect_url: redirectUrl, user_id: seedPlayer('falcon').id }),
    });
    assert.equal(response.statusCode, 302);
    const location = new URL(String(response.headers.location));
    assert.equal(location.origin, TEST_PORTAL_ORIGIN);
    assert.equal(location.pathname, '/account/settings');
    assert.equal(location.searchParams.get('tab'), 'profile');
    assert.equal(location.hash, '#top');
    const token = location.searchParams.get('token')!;
    const me = await t.request({ method: 'GET', url: '/v1/user/me', token });
    assert.equal(me.json().user.gameName, 'Falcon');
  });

  test('signing in reads the player’s rank in the background, after the answer (issue 33)', async () => {
    const user = seedPlayer('youssef');
    await t.db.deleteFrom('player_ranks').where('user_id', '=', user.id).execute();
    const response = await t.request({
      method: 'POST',
      url: '/auth/signin',
      ...form({ redirect_url: redirectUrl, user_id: user.id }),
    });
    assert.equal(response.statusCode, 302);
    const row = await t.db
      .selectFrom('users')
      .select('puuid')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    const stored = async () =>
      t.db
        .selectFrom('player_ranks')
        .select(['tier', 'division', 'league_points', 'account_level'])
        .where('user_id', '=', user.id)
        .executeTakeFirst();
    for (let waited = 0; !(await stored()) && waited < 5000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const rank = simulatedRank(row.puuid!);
    assert.deepEqual(await stored(), {
      tier: rank?.tier ?? null,
      division: rank?.division ?? null,
      league_points: rank?.leaguePoints ?? null,
      account_level: simulatedAccountLevel(row.puuid!),
    });
  });

  test("the portal's state is carried by every form of the page and returned with the token", async () => {
    const state = 'Zx9_-state-of-the-portal1';
    const shown = await t.request({
      method: 'GET',
      url: `/auth/signin?redirect_url=${encodeURIComponent(redirectUrl)}&state=${state}`,
    });
    assert.equal(shown.statusCode, 200);
    const forms = [...shown.body.matchAll(/<form [^>]*method="post"[\s\S]*?<\/form>/g)].map(
      (match) => match[0],
    );
    assert.ok(forms.length >= 2, 'the player list and the create form');
    for (const html of forms)
      assert.match(html, new RegExp(`<input type="hidden" name="state" value="${state}">`));

    const picked = await t.request({
      method: 'POST',
      url: '/auth/signin',
      ...form({ redirect_url: redirectUrl, state, user_id: seedPlayer('falcon').id }),
    });
    assert.equal(picked.statusCode, 302);
    const back = new URL(String(picked.headers.location));
    assert.equal(back.searchParams.get('state'), state);
    assert.ok(back.searchParams.get('token'));
    assert.equal(back.searchParams.get('tab'), 'profile');

    // A refused form is shown again with the state, so the next try still returns it.
    const refused = await t.request({
      method: 'POST',
      url: '/auth/signin',
      ...form({ redirect_url: redirectUrl, state, game_name: 'x', tag_line: 'T', region: 'me1' }),
    });
    assert.equal(refused.statusCode, 400);
    assert.match(refused.body, new RegExp(`name="state" value="${state}"`));
  });

  test('without a state the token comes back alone (the portal then ignores it)', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/auth/signin',
      ...form({ redirect_url: redirectUrl, user_id: seedPlayer('falcon').id }),
    });
    const back = new URL(String(response.headers.location));
    assert.ok(back.searchParams.get('token'));
    assert.equal(back.searchParams.has('state'), false);
  });

  test('a state that is not 16 to 128 url-safe characters is refused with an HTML page, no token', async () => {
    for (const state of [
      'short',
      'x'.repeat(129),
      'has space in it here',
      'quote"<script>alert(1)</script>',
      'ü'.repeat(20),
    ]) {
      const shown = await t.request({
        method: 'GET',
        url: `/auth/signin?redirect_url=${encodeURIComponent(redirectUrl)}&state=${encodeURIComponent(state)}`,
      });
      assert.equal(shown.statusCode, 400, state);
      assert.match(String(shown.headers['content-type']), /^text\/html/);
      assert.match(shown.body, /Invalid state/);
      assert.doesNotMatch(shown.body, /<script>alert/);
      const posted = await t.request({
        method: 'POST',
        url: '/auth/signin',
        ...form({ redirect_url: redirectUrl, state, user_id: seedPlayer('falcon').id }),
      });
      assert.equal(posted.statusCode, 400, state);
      assert.equal(posted.headers.location, undefined);
      assert.match(posted.body, /Invalid state/);
    }
    for (const state of ['a'.repeat(16), 'A_b-9'.repeat(25) + 'xyz']) {
      const shown = await t.request({
        method: 'GET',
        url: `/auth/signin?redirect_url=${encodeURIComponent(redirectUrl)}&state=${state}`,
      });
      assert.equal(shown.statusCode, 200, state);
    }
  });

  test('the banned player can sign in (the portal then shows the ban)', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/auth/signin',
      ...form({ redirect_url: redirectUrl, user_id: seedPlayer('cheater').id }),
    });
    assert.equal(response.statusCode, 302);
    const token = new URL(String(response.headers.location)).searchParams.get('token')!;
    assert.equal((await t.request({ method: 'GET', url: '/v1/user/me', token })).json().code, 1002);
  });

  test('a foreign or malformed redirect_url is refused with a 400 page', async () => {
    for (const bad of [
      'https://evil.example/steal',
      'javascript:alert(1)',
      '/relative/path',
      'http://localhost:8080.evil.example/',
      'http://user:pw@localhost:8080/',
    ]) {
      const get = await page(bad);
      assert.equal(get.statusCode, 400, bad);
      assert.match(get.body, /Invalid redirect_url/);
      const post = await t.request({
        method: 'POST',
        url: '/auth/signin',
        ...form({ redirect_url: bad, user_id: seedPlayer('falcon').id }),
      });
      assert.equal(post.statusCode, 400, bad);
      assert.equal(post.headers.location, undefined);
    }
    assert.equal((await t.request({ method: 'GET', url: '/auth/signin' })).statusCode, 400);
  });

  test('an unknown player id re-renders the page with a message', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/auth/signin',
      ...form({ redirect_url: redirectUrl, user_id: 'nope' }),
    });
    assert.equal(response.statusCode, 400);
    assert.match(response.body, /does not exist/);
  });

  test('creating a player validates the fields and names the problems', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/auth/signin',
      ...form({ redirect_url: redirectUrl, game_name: 'x', tag_line: 'TOO-LONG', region: 'xx9' }),
    });
    assert.equal(response.statusCode, 400);
    assert.match(response.body, /Game name must be 3 to 16 characters/);
    assert.match(response.body, /Tag line must be 2 to 5 letters or digits/);
    assert.match(response.body, /Choose a region/);
    assert.match(response.body, /aria-invalid="true"/);
    assert.match(response.body, /value="TOO-LONG"/);
  });

  test('creating a player signs them in with a game account in the chosen region', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/auth/signin',
      ...form({ redirect_url: redirectUrl, game_name: 'Mirage Two', tag_line: 'new1', region: 'euw1' }),
    });
    assert.equal(response.statusCode, 302);
    const token = new URL(String(response.headers.location)).searchParams.get('token')!;
    const user = (await t.request({ method: 'GET', url: '/v1/user/me', token })).json().user;
    assert.equal(`${user.gameName}#${user.tagLine}`, 'Mirage Two#NEW1');
    assert.equal(user.region, 'euw1');
    assert.ok(user.puuid && user.cpid);

    const korea = await t.request({
      method: 'POST',
      url: '/auth/signin',
      ...form({ redirect_url: redirectUrl, game_name: 'Seoul Star', tag_line: 'KR1', region: 'kr' }),
    });
    assert.equal(korea.statusCode, 302);
    const koreaToken = new URL(String(korea.headers.location)).searchParams.get('token')!;
    assert.equal(
      (await t.request({ method: 'GET', url: '/v1/user/me', token: koreaToken })).json().user.region,
      'kr',
    );

    const listed = await page();
    assert.match(listed.body, /Mirage Two#NEW1/);

    const duplicate = await t.request({
      method: 'POST',
      url: '/auth/signin',
      ...form({ redirect_url: redirectUrl, game_name: 'falcon', tag_line: 'mena', region: 'me1' }),
    });
    assert.equal(duplicate.statusCode, 409);
    assert.match(duplicate.body, /already exists/);
  });

  test('logout redirects back to a portal redirect_url, else to the first portal origin', async () => {
    const back = await t.request({
      method: 'GET',
      url: `/auth/logout?redirect_url=${encodeURIComponent(`${TEST_PORTAL_ORIGIN}/news`)}`,
    });
    assert.equal(back.statusCode, 302);
    assert.equal(back.headers.location, `${TEST_PORTAL_ORIGIN}/news`);
    const foreign = await t.request({
      method: 'GET',
      url: `/auth/logout?redirect_url=${encodeURIComponent('https://evil.example/')}`,
    });
    assert.equal(foreign.headers.location, `${TEST_PORTAL_ORIGIN}/`);
    const none = await t.request({ method: 'GET', url: '/auth/logout' });
    assert.equal(none.headers.location, `${TEST_PORTAL_ORIGIN}/`);
  });
});

describe('sign-in stand-in outside development', () => {
  let t: TestApp;
  const redirectUrl = `${TEST_PORTAL_ORIGIN}/staff/tickets`;

  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  test('staff of every role are neither listed nor handed a token; players still are', async () => {
    const page = await t.request({
      method: 'GET',
      url: `/auth/signin?redirect_url=${encodeURIComponent(redirectUrl)}`,
    });
    assert.equal(page.statusCode, 200);
    for (const staff of ['admin', 'organizer', 'support', 'editor']) {
      assert.doesNotMatch(page.body, new RegExp(seedPlayer(staff).id));
    }
    assert.doesNotMatch(page.body, /#STAFF/);
    assert.match(page.body, /Falcon#MENA/);

    for (const staff of ['admin', 'organizer', 'support', 'editor']) {
      const refused = await t.request({
        method: 'POST',
        url: '/auth/signin',
        ...form({ redirect_url: redirectUrl, user_id: seedPlayer(staff).id }),
      });
      assert.equal(refused.statusCode, 403, staff);
      assert.equal(refused.headers.location, undefined);
      assert.doesNotMatch(refused.body, /token=/);
      assert.match(refused.body, /Staff accounts cannot be signed in to here/);
    }

    const player = await t.request({
      method: 'POST',
      url: '/auth/signin',
      ...form({ redirect_url: redirectUrl, user_id: seedPlayer('falcon').id }),
    });
    assert.equal(player.statusCode, 302);
  });
});

describe('sign-in stand-in with a real sign-in service (AUTH_URL)', () => {
  let t: TestApp;
  const redirectUrl = `${TEST_PORTAL_ORIGIN}/`;

  before(async () => {
    t = await createTestApp({
      config: { authUrl: 'https://signin.publisher.example', standInAdmins: true },
    });
  });
  after(() => t.close());

  test('GET and POST /auth/signin are off (404 in the error shape): nobody picks or creates a player', async () => {
    const page = await t.request({
      method: 'GET',
      url: `/auth/signin?redirect_url=${encodeURIComponent(redirectUrl)}`,
    });
    assert.equal(page.statusCode, 404);
    assert.equal(page.json().code, 4004);
    const forms: Record<string, string>[] = [
      { redirect_url: redirectUrl, user_id: seedPlayer('falcon').id },
      { redirect_url: redirectUrl, game_name: 'Sneaky One', tag_line: 'SNK', region: 'me1' },
    ];
    for (const fields of forms) {
      const post = await t.request({ method: 'POST', url: '/auth/signin', ...form(fields) });
      assert.equal(post.statusCode, 404);
      assert.equal(post.headers.location, undefined);
    }
    const created = await t.db
      .selectFrom('users')
      .select('id')
      .where('game_name', '=', 'Sneaky One')
      .execute();
    assert.deepEqual(created, []);
  });

  test('signing out still works (POST /auth/logout revokes)', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/auth/logout',
      token: await t.tokenFor('falcon'),
    });
    assert.equal(response.statusCode, 200);
  });
});

describe('redirect helpers', () => {
  test('parseRedirectUrl accepts absolute URLs on allowed origins only', () => {
    const origins = ['http://localhost:8080'];
    assert.ok(parseRedirectUrl('http://localhost:8080/', origins));
    assert.equal(parseRedirectUrl('http://localhost:8081/', origins), null);
    assert.equal(parseRedirectUrl('https://localhost:8080/', origins), null);
    assert.equal(parseRedirectUrl(undefined, origins), null);
  });

  test('redirectWithToken keeps existing parameters and replaces a stale token', () => {
    assert.equal(
      redirectWithToken(new URL('http://localhost:8080/x?a=1&token=old#h'), 'new'),
      'http://localhost:8080/x?a=1&token=new#h',
    );
    assert.equal(
      redirectWithToken(new URL('http://localhost:8080/x?state=old#h'), 'new', 'abcdefghijklmnop'),
      'http://localhost:8080/x?state=abcdefghijklmnop&token=new#h',
    );
  });
});
