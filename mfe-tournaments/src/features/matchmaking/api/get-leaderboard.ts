import { apiCall } from '@arena/shared-kit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LEADERBOARD_PAGE_SIZE, type LeaderboardQuery } from '../utils/leaderboard';

export function leaderboardQueryKey(tournamentId: string) {
  return ['tournaments', 'matchmaking', 'leaderboard', tournamentId] as const;
}

/** GET /v1/matchmaking/tournaments/{id}/leaderboard?page&limit=20&search (public). */
export function useLeaderboard(tournamentId: string, { page, search }: LeaderboardQuery) {
  return useQuery({
    queryKey: [...leaderboardQueryKey(tournamentId), page, search.trim()] as const,
    queryFn: ({ signal }) =>
      apiCall('GET /v1/matchmaking/tournaments/:id/leaderboard', {
        params: { id: tournamentId },
        query: { page, limit: LEADERBOARD_PAGE_SIZE, ...(search.trim() ? { search: search.trim() } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
