/**
 * The portal's route list, as the suites that walk every page use it (route-walk: layout shift, accessibility): the public
 * routes, a signed-in player's routes and the staff desk, with `{tournament}`, `{ladder}`, `{post}`, `{team}`,
 * `{ticket}` and `{player}` filled from the seeded data by `fill`.
 */
import { expect, type Page } from '@playwright/test';
import { apiGet } from './arena-ui';
import { findTournament } from './ladder';
import { tokenOf } from './players';

/** Routes anyone can open (DESIGN §3): the shell's pages and every remote's public pages. */
export const PUBLIC_ROUTES = [
  '/',
  '/tournaments',
  '/tournaments/{tournament}',
  '/tournaments/{tournament}/bracket',
  '/tournaments/{tournament}/teams',
  '/tournaments/{tournament}/schedule',
  '/tournaments/{tournament}/faqs',
  '/tournaments/{ladder}',
  '/tournaments/{ladder}/leaderboard',
  '/news',
  '/news/{post}',
  '/loyalty-leaderboard',
  '/mena-pass',
  '/me-pass',
  '/invite/{team}',
  '/players/Falcon-MENA',
  '/players/Sara-UAE',
  '/teams/{team}',
  '/landing',
  '/privacy-policy',
  '/terms-of-use',
  '/faq',
  '/changelog',
  '/bug-report',
  '/translations',
  '/coming-soon',
  '/no-such-page',
];

/**
 * Routes of a signed-in player: the account pages, a ticket, the reward pass, the home page with the bell and avatar,
 * and the public pages that draw more for a player (registrations, their leaderboard position, the team invite).
 */
export const SIGNED_IN_ROUTES = [
  '/',
  '/mena-pass',
  '/me-pass',
  '/account',
  '/account/settings',
  '/account/teams',
  '/account/tournaments',
  '/account/notifications',
  '/account/payments',
  '/account/rewards',
  '/account/tickets',
  '/ticket/{ticket}',
  '/invite/{team}',
  '/tournaments',
  '/tournaments/{tournament}',
  '/tournaments/{tournament}/bracket',
  '/tournaments/{tournament}/teams',
  '/tournaments/{tournament}/schedule',
  '/tournaments/{tournament}/faqs',
  '/tournaments/{ladder}',
  '/tournaments/{ladder}/leaderboard',
  '/news',
  '/news/{post}',
  '/loyalty-leaderboard',
];

/** The staff desk (DESIGN §3), as the platform admin. */
export const STAFF_ROUTES = [
  '/staff/tickets',
  '/staff/payouts',
  '/staff/disputes',
  '/staff/tournaments',
  '/staff/tournaments/new',
  '/staff/tournaments/{tournament}/edit',
  '/staff/tournaments/{tournament}/run',
  '/staff/tournaments/{ladder}/run',
  '/staff/pass',
  '/staff/news',
  '/staff/news/new',
  '/staff/news/{post}',
  '/staff/home',
  '/staff/home/new',
  '/staff/players',
  '/staff/players/{player}',
  '/staff/audit',
];

export const PLAYER = 'Falcon#MENA';
export const ADMIN = 'ArenaAdmin#STAFF';
/** A seeded bracket tournament, upcoming, with a poster per language. */
export const SEEDED_CUP = 'Ramadan Nights Cup';
/** A seeded matchmaking tournament (its overview and leaderboard differ from a bracket's). */
const LADDER = 'Arena Matchmaking Season';
/** The seeded team of the demo player, whose invite link anyone can open. */
const TEAM_VANITY = 'desert-falcons';

export interface SeededIds {
  tournament: string;
  ladder: string;
  post: string;
  team: string;
  ticket?: string;
  /** A player's id, for the staff desk's player page (found as staff: `staffPlayer`). */
  player?: string;
}

export async function seededIds(request: Parameters<typeof apiGet>[0]): Promise<SeededIds> {
  const posts = await apiGet<{ data: { id: string }[] }>(request, '/v1/posts?limit=1');
  const post = posts.data[0]?.id;
  expect(post, 'a seeded news post').toBeTruthy();
  // By name: the newest tournament may be one an earlier suite of the worker made in the console.
  const tournament = await findTournament(request, SEEDED_CUP);
  const ladder = await findTournament(request, LADDER);
  return { tournament: tournament.id, ladder: ladder.id, post: post!, team: TEAM_VANITY };
}

/** The newest ticket of the signed-in player of `page` (the demo player has a dozen). */
export async function firstTicket(request: Parameters<typeof apiGet>[0], page: Page): Promise<string> {
  const answer = await apiGet<{ data: { reports: { _id: string }[] } }>(
    request,
    '/v1/bug-report/my-reports?page=1&limit=1',
    await tokenOf(page),
  );
  const ticket = answer.data.reports[0]?._id;
  expect(ticket, 'a seeded ticket of the demo player').toBeTruthy();
  return ticket!;
}

/** The id of the demo player, as the staff desk's player search (signed in as staff on `page`) finds them. */
export async function staffPlayer(request: Parameters<typeof apiGet>[0], page: Page): Promise<string> {
  const answer = await apiGet<{ data: { player: { id: string } }[] }>(
    request,
    `/v1/admin/players?search=${encodeURIComponent(PLAYER)}`,
    await tokenOf(page),
  );
  const player = answer.data[0]?.player.id;
  expect(player, `${PLAYER} found by the staff search`).toBeTruthy();
  return player!;
}

export function fill(route: string, ids: SeededIds): string {
  const filled = route
    .replace('{tournament}', ids.tournament)
    .replace('{ladder}', ids.ladder)
    .replace('{post}', ids.post)
    .replace('{team}', ids.team);
  const needed = (['ticket', 'player'] as const).filter((name) => filled.includes(`{${name}}`));
  return needed.reduce((path, name) => {
    expect(ids[name], `a ${name} for ${route}`).toBeTruthy();
    return path.replace(`{${name}}`, ids[name]!);
  }, filled);
}
