/**
 * Session (P1 §4, §6; P2 §4, §7): the sign-in redirect and the token handed back in the address, the auth cookie,
 * logout, the ban flow, the League Account Required alert, and referral tracking.
 */
import type { Request } from '@playwright/test';
import { expect, test } from '../fixtures';
import {
  authCookie,
  expectDocumentLanguage,
  header,
  LOCALES,
  mainHeading,
  openSignInPage,
  pickPlayerOnSignInPage,
  SIGN_IN_STATE_COOKIE,
  TEXT,
} from '../support/arena-ui';
import { createPlayerToken, uniqueSuffix } from '../support/players';

const SEVEN_DAYS_S = 7 * 24 * 60 * 60;

/** The seeded ban's reason (api/src/seed/players.ts), in each language. */
const CHEATER_REASON = {
  en: 'Use of third-party cheating software',
  ar: 'استخدام برامج غش من طرف ثالث',
} as const;

for (const locale of LOCALES) {
  test.describe(`session (${locale})`, () => {
    test('a visitor opening /account signs in on the stand-in, comes back with a cookie, then logs out', async ({
      page,
      portal,
      setLocale,
    }) => {
      const text = TEXT[locale];
      await setLocale(page, locale);

      // The guard sends the visitor to the sign-in service with redirect_url naming the page asked for, and the
      // state of this sign-in, which the portal keeps in a cookie of its own.
      await page.goto('/account');
      await page.waitForURL((url) => url.origin === portal.urls.api && url.pathname === '/auth/signin');
      const signInAddress = new URL(page.url());
      expect(signInAddress.searchParams.get('redirect_url')).toBe(`${portal.urls.shell}/account`);
      const state = signInAddress.searchParams.get('state');
      expect(state).toMatch(/^[A-Za-z0-9_-]{22}$/);
      const stateCookie = (await page.context().cookies(portal.urls.shell)).find(
        (cookie) => cookie.name === SIGN_IN_STATE_COOKIE,
      );
      expect(stateCookie?.value).toBe(state);

      // The token comes back with that state; neither is left in the address, nor sent as a referrer.
      const referrers: string[] = [];
      page.on('request', (request) => {
        const referrer = request.headers().referer;
        if (referrer) referrers.push(referrer);
      });
      await pickPlayerOnSignInPage(page, 'Falcon#MENA');

      // Back on the profile; the token has left the address and lives in the auth cookie.
      await expect(mainHeading(page, 'Falcon')).toBeVisible();
      await expect(page.getByTestId('game-id')).toHaveText('Falcon#MENA');
      const address = new URL(page.url());
      expect(address.pathname).toBe('/account');
      expect(address.searchParams.has('token')).toBe(false);
      expect(address.searchParams.has('state')).toBe(false);
      expect(referrers.filter((referrer) => /[?&](token|state)=/.test(referrer))).toEqual([]);
      // The state was used up.
      expect(
        (await page.context().cookies(portal.urls.shell)).some(
          (cookie) => cookie.name === SIGN_IN_STATE_COOKIE,
        ),
      ).toBe(false);
      await expectDocumentLanguage(page, locale);

      const cookie = await authCookie(page.context());
      expect(cookie, 'the arena_token cookie').toBeDefined();
      expect(cookie!.value.length).toBeGreaterThan(20);
      expect(cookie!.secure).toBe(true);
      expect(cookie!.sameSite).toBe('Strict');
      const lifetime = cookie!.expires - Date.now() / 1000;
      expect(lifetime).toBeGreaterThan(SEVEN_DAYS_S - 300);
      expect(lifetime).toBeLessThanOrEqual(SEVEN_DAYS_S + 60);

      // Avatar menu → Logout: home, Sign In, no cookie.
      await expect(header(page).getByRole('link', { name: text.signIn, exact: true })).toHaveCount(0);
      await header(page)
        .getByRole('button', { name: text.accountMenu('Falcon'), exact: true })
        .click();
      const menu = page.getByRole('menu', { name: text.accountMenu('Falcon'), exact: true });
      await expect(menu.getByRole('menuitem', { name: text.profile, exact: true })).toBeVisible();
      await menu.getByRole('menuitem', { name: text.logout, exact: true }).click();

      await expect(page).toHaveURL(`${portal.urls.shell}/`);
      await expect(header(page).getByRole('link', { name: text.signIn, exact: true })).toBeVisible();
      await expect(page.getByTestId('home-news')).toBeVisible();
      await expect.poll(async () => (await authCookie(page.context()))?.value ?? null).toBeNull();
      await expect(header(page).getByRole('button', { name: text.accountMenu('Falcon') })).toHaveCount(0);
    });

    test('a banned player lands on /banned with the reason and no session', async ({
      page,
      portal,
      setLocale,
    }) => {
      const text = TEXT[locale];
      await setLocale(page, locale);
      await page.goto('/account');
      await page.waitForURL((url) => url.origin === portal.urls.api);
      await pickPlayerOnSignInPage(page, 'Cheater#BAN');

      await expect(page).toHaveURL(`${portal.urls.shell}/banned`);
      await expect(mainHeading(page, text.banned)).toBeVisible();
      // The reason in the page's language (the portal asks the API in it).
      await expect(page.getByTestId('ban-reason')).toContainText(CHEATER_REASON[locale]);
      await expect(page).toHaveTitle(`${text.banned} | MENA Arena`);
      await expect.poll(async () => (await authCookie(page.context()))?.value ?? null).toBeNull();
      // The profile never showed.
      await expect(page.getByTestId('game-id')).toHaveCount(0);

      // Banned users are forced to /banned: a header link does not take them anywhere else.
      await page
        .getByRole('navigation', { name: text.mainNav, exact: true })
        .getByRole('link', { name: text.nav.tournaments, exact: true })
        .click();
      await expect(page).toHaveURL(`${portal.urls.shell}/banned`);
      await expect(mainHeading(page, text.banned)).toBeVisible();
      await expect(mainHeading(page, text.tournamentsHeading)).toHaveCount(0);
    });

    test('a player without a game account sees the League Account Required alert', async ({
      page,
      setLocale,
      signInAs,
    }) => {
      const text = TEXT[locale];
      await setLocale(page, locale);
      await signInAs(page, 'Newcomer#NEW', { returnTo: '/' });

      const alert = page.getByTestId('league-account-alert');
      await expect(alert).toBeVisible();
      await expect(alert).toContainText(text.leagueAlert);
      await expect(alert.getByRole('link')).toHaveAttribute('href', /^https?:\/\//);
    });

    test('a player with a game account sees no League Account alert', async ({
      page,
      setLocale,
      signInAs,
    }) => {
      const text = TEXT[locale];
      await setLocale(page, locale);
      await signInAs(page, 'Falcon#MENA', { returnTo: '/' });
      await expect(header(page).getByRole('button', { name: text.accountMenu('Falcon') })).toBeVisible();
      await expect(page.getByTestId('league-account-alert')).toHaveCount(0);
    });
  });
}

test('back from sign-in on the leaderboard: signed-in data at once, and the cookie stored by the load event', async ({
  page,
  portal,
}) => {
  // Arabic, the default: the section "Your Position" is there only for a signed-in player.
  const yourPosition = page.getByRole('region', { name: 'ترتيبك', exact: true });
  await openSignInPage(page, '/loyalty-leaderboard');
  // The page the sign-in service returns to was asked for without the cookie: it must not be handed a visitor's
  // answer preloaded for that request.
  await pickPlayerOnSignInPage(page, 'Falcon#MENA'); // returns at the load event of the page signed in to
  // The shell starts in several tasks after its scripts have run; the token must not wait for them, or a page
  // opened at once (a reload after the sign-in redirect, a script navigating on load) goes out without the cookie.
  expect(new URL(page.url()).searchParams.has('token')).toBe(false);
  expect(await authCookie(page.context()), 'the arena_token cookie at the load event').toBeDefined();
  await expect(yourPosition).toBeVisible();

  await page.goto(`${portal.urls.shell}/loyalty-leaderboard`);
  await expect(yourPosition).toBeVisible();
});

test('a ref in the address is tracked once with POST /v1/referrals/track/{ref}, not again on reload', async ({
  page,
  portal,
}) => {
  const tracked: Request[] = [];
  const postsRequests: Request[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== portal.urls.api) return;
    if (url.pathname.startsWith('/v1/referrals/')) tracked.push(request);
    if (url.pathname === '/v1/posts') postsRequests.push(request);
  });

  const answered = page.waitForResponse(
    (response) => response.url() === `${portal.urls.api}/v1/referrals/track/abc123`,
  );
  await page.goto('/?ref=abc123');
  const response = await answered;
  expect(response.ok()).toBe(true);
  await expect(page.getByTestId('home-news')).toBeVisible();
  await page.getByTestId('home-news').scrollIntoViewIfNeeded();
  await expect.poll(() => postsRequests.length).toBeGreaterThan(0);

  expect(tracked).toHaveLength(1);
  expect(tracked[0].method()).toBe('POST');
  expect(tracked[0].url()).toBe(`${portal.urls.api}/v1/referrals/track/abc123`);
  expect(tracked[0].postData()).toBeNull();

  // After a reload the app starts again with the same ref: it must not count it twice. The home news widget asks
  // for the latest posts (once scrolled near) long after the session has started, so once that request is seen a
  // referral call would have been seen too.
  postsRequests.length = 0;
  await page.reload();
  await page.getByTestId('home-news').scrollIntoViewIfNeeded();
  await expect.poll(() => postsRequests.length).toBeGreaterThan(0);
  await expect(page.getByTestId('latest-news').getByRole('link')).toHaveCount(3);
  expect(new URL(page.url()).searchParams.get('ref')).toBe('abc123');
  expect(tracked).toHaveLength(1);
});

test.describe('login CSRF: a token in a link someone else made is ignored', () => {
  test("a signed-in player who opens /?token=<the attacker's valid token> stays signed in as themselves", async ({
    page,
    request,
    setLocale,
    signInAs,
  }) => {
    await setLocale(page, 'en');
    // The attacker's own, valid token (a player they created on the sign-in service).
    const attackerName = `Mallory${uniqueSuffix()}`;
    const attackerToken = await createPlayerToken(request, { gameName: attackerName });

    await signInAs(page, 'Falcon#MENA', { returnTo: '/' });
    const accountMenu = header(page).getByRole('button', { name: TEXT.en.accountMenu('Falcon') });
    await expect(accountMenu).toBeVisible();
    const victimToken = (await authCookie(page.context()))!.value;

    // The links the attacker can make: no state, a guessed state, the state of another browser.
    const otherBrowserState = 'A'.repeat(22);
    for (const link of [
      `/?token=${attackerToken}`,
      `/account?token=${attackerToken}&state=${otherBrowserState}`,
      `/news?state=${otherBrowserState}&token=${attackerToken}#latest`,
    ]) {
      await page.goto(link);
      await expect(accountMenu).toBeVisible();
      const address = new URL(page.url());
      expect(address.searchParams.has('token'), link).toBe(false);
      expect(address.searchParams.has('state'), link).toBe(false);
      expect((await authCookie(page.context()))?.value, link).toBe(victimToken);
    }
    await page.goto('/account');
    await expect(mainHeading(page, 'Falcon')).toBeVisible();
    await expect(page.getByText(attackerName)).toHaveCount(0);
    // Nothing of the attacker's made it into the page's storage either.
    expect(JSON.stringify(await page.context().storageState())).not.toContain(attackerToken);
    await expect(header(page).getByRole('link', { name: TEXT.en.signIn, exact: true })).toHaveCount(0);
  });

  test("a visitor who opens /?token=<the attacker's token> stays a visitor", async ({
    page,
    request,
    setLocale,
  }) => {
    await setLocale(page, 'en');
    const attackerToken = await createPlayerToken(request, { gameName: `Mallory${uniqueSuffix()}` });
    // This browser started a sign-in (it has a state), but not the one the token comes from.
    await page.goto('/');
    await expect(header(page).getByRole('link', { name: TEXT.en.signIn, exact: true })).toBeVisible();
    await page.goto(`/?token=${attackerToken}`);
    await expect(header(page).getByRole('link', { name: TEXT.en.signIn, exact: true })).toBeVisible();
    expect(await authCookie(page.context())).toBeUndefined();
    expect(new URL(page.url()).search).toBe('');
  });
});
