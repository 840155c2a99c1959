import type { LoyaltyLeaderboardPage } from '@arena/contract';
import { apiCall, useDeferredQuery, useSession } from '@arena/shared-kit';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LEADERBOARD_PAGE_SIZE } from '../utils/leaderboard-view';

export interface LeaderboardQuery {
  page: number;
  search: string;
}

/** GET /v1/menapass/loyalty-leaderboard (public; with the session's token the answer also holds `me`). */
export async function getLoyaltyLeaderboard(
  { page, search }: LeaderboardQuery,
  signal?: AbortSignal,
): Promise<LoyaltyLeaderboardPage> {
  return apiCall('GET /v1/menapass/loyalty-leaderboard', {
    query: { page, limit: LEADERBOARD_PAGE_SIZE, ...(search ? { search } : {}) },
    signal,
  });
}

/** `viewer`: the signed-in player's id (their `me` row differs from a visitor's answer). */
export function loyaltyLeaderboardQueryOptions(query: LeaderboardQuery, viewer: string | null) {
  return queryOptions({
    queryKey: ['community', 'loyalty-leaderboard', { ...query, viewer }],
    queryFn: ({ signal }) => getLoyaltyLeaderboard(query, signal),
    // A new page or search keeps the table in place until its rows arrive (no flash of the skeleton).
    placeholderData: keepPreviousData,
  });
}

export function useLoyaltyLeaderboard(query: LeaderboardQuery) {
  const viewer = useSession((state) => (state.isAuthenticated ? (state.user?.id ?? null) : null));
  return useDeferredQuery(useQuery(loyaltyLeaderboardQueryOptions(query, viewer)));
}
