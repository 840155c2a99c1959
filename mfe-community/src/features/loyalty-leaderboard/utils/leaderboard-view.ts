/** P2 §9: pages of 100 players. */
export const LEADERBOARD_PAGE_SIZE = 100;
/** How long the search box waits after typing stops before it asks the API. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The podium styling of a rank (P2 §9: ranks 1 to 3), or null below it. */
export type PodiumTier = 'gold' | 'silver' | 'bronze';

export function podiumTier(rank: number): PodiumTier | null {
  return rank === 1 ? 'gold' : rank === 2 ? 'silver' : rank === 3 ? 'bronze' : null;
}

/** "Showing X - Y of N" of a page: 0 - 0 of 0 when nothing matches. */
export function shownRange(
  page: number,
  limit: number,
  total: number,
): { from: number; to: number; total: number } {
  if (total === 0) return { from: 0, to: 0, total };
  return { from: (page - 1) * limit + 1, to: Math.min(page * limit, total), total };
}
