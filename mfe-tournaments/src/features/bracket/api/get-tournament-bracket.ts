import { apiCall, isApiError, type TournamentBracket } from '@arena/shared-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /v1/tournaments/{id}/bracket (public): the main stage and the next one; 404 until the tournament begins. */
export async function getTournamentBracket(id: string, signal?: AbortSignal): Promise<TournamentBracket> {
  const { data } = await apiCall('GET /v1/tournaments/:id/bracket', {
    params: { id },
    signal,
    redirectOnAuthError: false,
  });
  return data;
}

/** True for the "no bracket yet" answer (404). */
export function isBracketNotAvailable(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

export function tournamentBracketQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['tournaments', 'bracket', id],
    queryFn: ({ signal }) => getTournamentBracket(id, signal),
    // No bracket yet is an answer, not a failure to retry.
    retry: (failureCount, error) => !isBracketNotAvailable(error) && failureCount < 1,
  });
}

export function useTournamentBracket(id: string) {
  return useQuery(tournamentBracketQueryOptions(id));
}
