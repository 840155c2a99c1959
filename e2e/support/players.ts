/**
 * Fresh players for the suites that change an account: made on the sign-in stand-in's "Create a player" form (in a
 * browser) or by posting that form (without one), so no test depends on a seeded player another test changed.
 */
import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { setLocale, type Locale } from '../fixtures';
import { authCookie, openSignInPage, submitSignIn } from './arena-ui';
import { readPortalInfo } from './portal-info';

/** The regions the stand-in's form offers. */
export type Region = 'me1' | 'euw1';

export interface NewPlayerOptions {
  /** 3 to 16 characters; make it unique with `uniqueSuffix()`. */
  gameName: string;
  /** 2 to 5 letters or digits; `E2E` when not given. */
  tagLine?: string;
  /** `me1` (the form's default) when not given. */
  region?: Region;
}

export interface NewPlayer {
  gameName: string;
  tagLine: string;
  region: Region;
}

/** Seven characters no other test or run uses at the same time: the clock's last digits and random ones. */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36).slice(-4)}${Math.random().toString(36).slice(2, 5)}`;
}

function withDefaults({ gameName, tagLine = 'E2E', region = 'me1' }: NewPlayerOptions): NewPlayer {
  return { gameName, tagLine, region };
}

/**
 * On the sign-in stand-in (already open, e.g. after a "Sign in" or "Register Now" press): fills the "Create a
 * player" form, submits it and waits until the shell holds the new player's token.
 */
export async function createPlayerOnSignInPage(page: Page, options: NewPlayerOptions): Promise<NewPlayer> {
  const player = withDefaults(options);
  await page.getByLabel(/Game name/).fill(player.gameName);
  await page.getByLabel(/Tag line/).fill(player.tagLine);
  await page.getByLabel(/Region/).selectOption(player.region);
  await submitSignIn(page, () => page.getByRole('button', { name: /Create and sign in/ }).click());
  return player;
}

/**
 * Opens the sign-in stand-in with the way back to `returnTo` (a path on the shell), creates a fresh player there
 * and comes back signed in.
 *
 * @example
 *   const player = await signInAsNewPlayer(page, '/account/teams', { gameName: `Own${uniqueSuffix()}` });
 */
export async function signInAsNewPlayer(
  page: Page,
  returnTo: string,
  options: NewPlayerOptions,
): Promise<NewPlayer> {
  await openSignInPage(page, returnTo);
  return createPlayerOnSignInPage(page, options);
}

/** Creates a player by posting the stand-in's "Create a player" form, without a browser; answers their token. */
export async function createPlayerToken(
  request: APIRequestContext,
  options: NewPlayerOptions,
): Promise<string> {
  const { urls } = readPortalInfo();
  const player = withDefaults(options);
  const response = await request.post(`${urls.api}/auth/signin`, {
    form: {
      redirect_url: `${urls.shell}/`,
      game_name: player.gameName,
      tag_line: player.tagLine,
      region: player.region,
    },
    maxRedirects: 0,
  });
  expect(response.status(), await response.text()).toBe(302);
  const token = new URL(response.headers().location).searchParams.get('token');
  expect(token, 'token in the way back to the shell').toBeTruthy();
  return token!;
}

/** The auth token the shell stored for the player signed in in this browser (page or context). */
export async function tokenOf(pageOrContext: Page | BrowserContext): Promise<string> {
  const cookie = await authCookie('pages' in pageOrContext ? pageOrContext : pageOrContext.context());
  expect(cookie, 'signed in').toBeTruthy();
  return cookie!.value;
}

/** A tab in a browser context of its own (another player's browser), in the given language. */
export async function newPage(browser: Browser, locale: Locale): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await setLocale(page, locale);
  return page;
}
