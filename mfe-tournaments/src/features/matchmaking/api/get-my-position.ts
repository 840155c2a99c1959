import { apiCall } from '@arena/shared-kit';
import { useQuery } from '@tanstack/react-query';

export function myPositionQueryKey(tournamentId: string) {
  return ['tournaments', 'matchmaking', 'my-position', tournamentId] as const;
}

/** GET /v1/matchmaking/tournaments/{id}/my-position (auth): the caller's row, or null. */
export function useMyPosition(tournamentId: string, enabled: boolean) {
  return useQuery({
    queryKey: myPositionQueryKey(tournamentId),
    queryFn: async ({ signal }) => {
      const { data } = await apiCall('GET /v1/matchmaking/tournaments/:id/my-position', {
        params: { id: tournamentId },
        signal,
      });
      return data;
    },
    enabled,
  });
}
