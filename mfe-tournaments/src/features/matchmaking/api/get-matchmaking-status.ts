import { apiCall } from '@arena/shared-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';

export function matchmakingStatusQueryKey(tournamentId: string) {
  return ['tournaments', 'matchmaking', 'status', tournamentId] as const;
}

/** While searching the status is read every 5 s as well, in case a socket event is missed. */
const SEARCHING_REFETCH_MS = 5000;

export function matchmakingStatusQueryOptions(tournamentId: string) {
  return queryOptions({
    queryKey: matchmakingStatusQueryKey(tournamentId),
    queryFn: async ({ signal }) => {
      const { data } = await apiCall('GET /v1/matchmaking/tournaments/:id/status', {
        params: { id: tournamentId },
        signal,
      });
      return data;
    },
    refetchInterval: (query) => (query.state.data?.status === 'searching' ? SEARCHING_REFETCH_MS : false),
  });
}

/** GET /v1/matchmaking/tournaments/{id}/status (auth): the caller's matchmaking status. */
export function useMatchmakingStatus(tournamentId: string, enabled = true) {
  return useQuery({ ...matchmakingStatusQueryOptions(tournamentId), enabled });
}
