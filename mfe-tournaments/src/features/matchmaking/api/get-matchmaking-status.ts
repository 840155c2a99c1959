import { apiCall } from '@arena/shared-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';

export function matchmakingStatusQueryKey(tournamentId: string) {
  return ['tournaments', 'matchmaking', 'status', tournamentId] as const;
}

/** While searching the status is read every 5 s as well, in case a socket event is missed. */
const SEARCHING_REFETCH_MS = 5000;
/**
 * In a match whose game has not started, every 15 s: who is in the lobby changes in the game client, not here, and
 * the no-show claim is offered from it (rules `noShowClaim`).
 */
const LOBBY_REFETCH_MS = 15_000;

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
    refetchInterval: ({ state: { data } }) => {
      if (data?.status === 'searching') return SEARCHING_REFETCH_MS;
      if (data?.status === 'in_match' && data.current_match && !data.current_match.game_started)
        return LOBBY_REFETCH_MS;
      return false;
    },
  });
}

/** GET /v1/matchmaking/tournaments/{id}/status (auth): the caller's matchmaking status. */
export function useMatchmakingStatus(tournamentId: string, enabled = true) {
  return useQuery({ ...matchmakingStatusQueryOptions(tournamentId), enabled });
}
