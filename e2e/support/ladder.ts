/**
 * The matchmaking ladder against the real API, for the suites that play it (tournament matchmaking, the staff's
 * disputes): the seeded tournaments, calls to the API as a player, the API's test clock (`POST /v1/dev/clock`,
 * ARENA_TEST_CLOCK=1 in the e2e portal) and fresh players, each in a browser of their own.
 */
import { randomBytes } from 'node:crypto';
import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import type { Locale } from '../fixtures';
import { apiGet } from './arena-ui';
import { newPage, signInAsNewPlayer, tokenOf, type Region } from './players';
import { readPortalInfo } from './portal-info';

export const HOUR = 3_600_000;

/** A valid 1×1 PNG, as a result's screenshot. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A tournament as `GET /v1/tournaments` lists it (the fields these suites read). */
export interface ApiTournament {
  id: string;
  name: { en: string };
  registration_start_time: string;
  starting_time: string;
}

/** A fresh player signed in in a browser of their own. */
export interface LadderPlayer {
  context: BrowserContext;
  page: Page;
  riotId: string;
  gameName: string;
  token: string;
}

/** A seeded tournament by its English name (looked for in every region's list). */
export async function findTournament<T extends { name: { en: string } } = ApiTournament>(
  request: APIRequestContext,
  name: string,
): Promise<T> {
  for (const query of ['limit=100', 'limit=100&region=euw1', 'limit=100&region=me1']) {
    const { data } = await apiGet<{ data: T[] }>(request, `/v1/tournaments?${query}`);
    const found = data.find((candidate) => candidate.name.en === name);
    if (found) return found;
  }
  throw new Error(`seeded tournament ${name} not found`);
}

/** Calls the API (as the player of `token`, when given); answers the status and the JSON body, whatever they are. */
export async function api<T>(
  request: APIRequestContext,
  method: 'POST' | 'GET' | 'DELETE',
  path: string,
  { token, data }: { token?: string; data?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const { urls } = readPortalInfo();
  const response = await request.fetch(`${urls.api}${path}`, {
    method,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    ...(data === undefined ? {} : { data }),
  });
  return { status: response.status(), body: (await response.json()) as T };
}

/**
 * Moves the API's "now" by `offsetMs` from the real time (0 puts it back). `holdJobs` when the move is for a few
 * calls at another time: the API's background passes (brackets, check-in reminders, ladder payouts, matchmaking
 * turns) wait until the next move, so a jump of days does not settle the seeded tournaments other specs read.
 */
export async function moveApiClock(
  request: APIRequestContext,
  offsetMs: number,
  { holdJobs = false }: { holdJobs?: boolean } = {},
): Promise<void> {
  const { status, body } = await api(request, 'POST', '/v1/dev/clock', { data: { offsetMs, holdJobs } });
  expect(status, `POST /v1/dev/clock: ${JSON.stringify(body)}`).toBe(200);
}

/**
 * A fresh player from the stand-in's "Create a player" form, signed in in a browser of their own; the game name is
 * `namePrefix` and random hex digits.
 */
export async function newPlayer(
  browser: Browser,
  locale: Locale,
  returnTo: string,
  { namePrefix, region = 'me1' }: { namePrefix: string; region?: Region },
): Promise<LadderPlayer> {
  const page = await newPage(browser, locale);
  const suffix = randomBytes(4).toString('hex');
  const { gameName, tagLine } = await signInAsNewPlayer(page, returnTo, {
    gameName: `${namePrefix}${suffix}`,
    tagLine: suffix.slice(0, 4).toUpperCase(),
    region,
  });
  const context = page.context();
  return { context, page, riotId: `${gameName}#${tagLine}`, gameName, token: await tokenOf(context) };
}

/** Registers the players through the API with its clock moved back into the registration period, then puts it back. */
export async function registerThroughApi(
  request: APIRequestContext,
  tournament: ApiTournament,
  players: LadderPlayer[],
): Promise<void> {
  await moveApiClock(request, Date.parse(tournament.starting_time) - Date.now() - HOUR, { holdJobs: true });
  try {
    for (const player of players) {
      const { status, body } = await api(
        request,
        'POST',
        `/v1/matchmaking/tournaments/${tournament.id}/register`,
        {
          token: player.token,
        },
      );
      expect(status, JSON.stringify(body)).toBe(201);
    }
  } finally {
    await moveApiClock(request, 0);
  }
}

/** The toasts of a page. */
export function toaster(page: Page): Locator {
  return page.getByTestId('toaster');
}

/** The player's points on the matchmaking panel. */
export function points(page: Page): Locator {
  return page.getByTestId('matchmaking-points');
}
