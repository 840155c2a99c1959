import { apiCall, ErrorCodes, isApiError, type Tournament, useDeferredQuery } from '@arena/shared-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /v1/tournaments/{id} (public); a missing tournament answers code 10001 (with HTTP 500, P1 §7). */
export async function getTournament(id: string, signal?: AbortSignal): Promise<Tournament> {
  const { data } = await apiCall('GET /v1/tournaments/:id', {
    params: { id },
    signal,
    redirectOnAuthError: false,
  });
  return data;
}

/** True for the "Tournament not found" answer, whatever HTTP status carries it. */
export function isTournamentNotFound(error: unknown): boolean {
  return isApiError(error) && (error.code === ErrorCodes.tournamentNotFound || error.status === 404);
}

export function tournamentQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['tournaments', 'detail', id],
    queryFn: ({ signal }) => getTournament(id, signal),
    // A missing tournament stays missing; only other failures are worth one more try.
    retry: (failureCount, error) => !isTournamentNotFound(error) && failureCount < 1,
  });
}

export function useTournament(id: string) {
  return useDeferredQuery(useQuery(tournamentQueryOptions(id)));
}
