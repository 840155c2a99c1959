/** P1 §9: the matchmaking leaderboard shows 20 players a page. */
export const LEADERBOARD_PAGE_SIZE = 20;

export interface LeaderboardQuery {
  page: number;
  search: string;
}

/** The leaderboard's page and search from the address (`?page=2&search=falcon`); bad pages read as 1. */
export function readLeaderboardQuery(params: URLSearchParams): LeaderboardQuery {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return { page: Number.isFinite(page) && page > 0 ? page : 1, search: params.get('search') ?? '' };
}

/**
 * The address parameters for a new page or search. Changing the search goes back to page 1 (P1 §5); page 1 and
 * an empty search are left out so the plain address stays plain.
 */
export function writeLeaderboardQuery(
  current: LeaderboardQuery,
  change: Partial<LeaderboardQuery>,
): URLSearchParams {
  const search = change.search ?? current.search;
  const page =
    change.search !== undefined && change.search !== current.search ? 1 : (change.page ?? current.page);
  const params = new URLSearchParams();
  if (search.trim()) params.set('search', search);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** The API's win rate (a percentage, 0–100) as a 0–1 fraction for the locale's percent format. */
export function winRateFraction(winRate: number): number {
  if (!Number.isFinite(winRate) || winRate <= 0) return 0;
  return Math.min(winRate, 100) / 100;
}
