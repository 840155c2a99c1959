import { apiCall, type Tournament } from '@arena/shared-kit';
import { queryOptions } from '@tanstack/react-query';

/** The most tournaments one list call answers (the API's limit). */
export const TOURNAMENT_LIST_LIMIT = 100;

/** GET /v1/tournaments (public): the tournament list, newest first. */
export async function getTournaments(signal?: AbortSignal): Promise<Tournament[]> {
  const { data } = await apiCall('GET /v1/tournaments', {
    query: { limit: TOURNAMENT_LIST_LIMIT },
    signal,
  });
  return data ?? [];
}

export const tournamentsQuery = () =>
  queryOptions({
    queryKey: ['account', 'tournaments', 'list'],
    queryFn: ({ signal }) => getTournaments(signal),
  });

/** GET /v1/tournaments/{id} (public): one tournament, for registrations the list did not hold. */
export async function getTournament(id: string, signal?: AbortSignal): Promise<Tournament> {
  const { data } = await apiCall('GET /v1/tournaments/:id', { params: { id }, signal });
  return data;
}

export const tournamentQuery = (id: string) =>
  queryOptions({
    queryKey: ['account', 'tournaments', 'detail', id],
    queryFn: ({ signal }) => getTournament(id, signal),
  });
