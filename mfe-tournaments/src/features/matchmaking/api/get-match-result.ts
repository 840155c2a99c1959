import { apiCall } from '@arena/shared-kit';
import { useQuery } from '@tanstack/react-query';

export function matchResultQueryKey(matchId: string) {
  return ['tournaments', 'matchmaking', 'match-result', matchId] as const;
}

/** While waiting for the opponent the result is read every 5 s as well, in case a socket event is missed. */
const WAITING_REFETCH_MS = 5000;

/** GET /v1/match-results/{matchId} (auth): the result's status and both reports. */
export function useMatchResult(matchId: string) {
  return useQuery({
    queryKey: matchResultQueryKey(matchId),
    queryFn: async ({ signal }) => {
      const { data } = await apiCall('GET /v1/match-results/:matchId', { params: { matchId }, signal });
      return data;
    },
    refetchInterval: (query) => (query.state.data?.status === 'waiting' ? WAITING_REFETCH_MS : false),
  });
}
