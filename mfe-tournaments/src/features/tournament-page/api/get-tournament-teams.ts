import { apiCall, type TournamentTeams } from '@arena/shared-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /v1/tournaments/{id}/teams (public): the registered players (1vs1) or teams with their members. */
export async function getTournamentTeams(id: string, signal?: AbortSignal): Promise<TournamentTeams> {
  const { data } = await apiCall('GET /v1/tournaments/:id/teams', {
    params: { id },
    signal,
    redirectOnAuthError: false,
  });
  return data;
}

export function tournamentTeamsQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['tournaments', 'teams', id],
    queryFn: ({ signal }) => getTournamentTeams(id, signal),
  });
}

export function useTournamentTeams(id: string) {
  return useQuery(tournamentTeamsQueryOptions(id));
}
