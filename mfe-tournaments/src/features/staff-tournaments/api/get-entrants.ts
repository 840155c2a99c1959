import type { TournamentSeeding } from '@arena/contract';
import { apiCall, isApiError, NETWORK_ERROR_STATUS } from '@arena/shared-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { organizerTournamentQueryKey } from './get-organizer-tournament';

/** Under the tournament's key: refreshing the tournament (a start, a disqualification) refreshes its entrants. */
export const tournamentEntrantsQueryKey = (id: string) =>
  [...organizerTournamentQueryKey(id), 'entrants'] as const;

/**
 * GET /v1/admin/tournaments/{id}/entrants (organizers and admins): once check-in has closed, a bracket's checked-in
 * entrants in seeding order, with their ladder points and how many did not check in.
 */
export async function getTournamentEntrants(id: string, signal?: AbortSignal): Promise<TournamentSeeding> {
  const { data } = await apiCall('GET /v1/admin/tournaments/:id/entrants', { params: { id }, signal });
  return data;
}

export function useTournamentEntrants(id: string) {
  return useQuery(
    queryOptions({
      queryKey: tournamentEntrantsQueryKey(id),
      queryFn: ({ signal }) => getTournamentEntrants(id, signal),
      // A refusal (check-in still open) answers the same at once: asking again only delays the note.
      retry: (failures, error) =>
        failures < 1 && !(isApiError(error) && error.status !== NETWORK_ERROR_STATUS && error.status < 500),
    }),
  );
}
