import type { BracketMatchStream } from '@arena/contract';
import { apiCall } from '@arena/shared-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /v1/tournaments/{id}/match-streams (public, issue 32): the bracket matches that have a live stream. */
export async function getMatchStreams(id: string, signal?: AbortSignal): Promise<BracketMatchStream[]> {
  const { data } = await apiCall('GET /v1/tournaments/:id/match-streams', {
    params: { id },
    signal,
    redirectOnAuthError: false,
  });
  return data;
}

/** Under the bracket's key: what refreshes the bracket (a result of the player's match) refreshes them too. */
export function useMatchStreams(id: string) {
  return useQuery(
    queryOptions({
      queryKey: ['tournaments', 'bracket', id, 'match-streams'],
      queryFn: ({ signal }) => getMatchStreams(id, signal),
      retry: 1,
    }),
  );
}
