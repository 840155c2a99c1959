import { apiCall, type Tournament } from '@arena/shared-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** How many upcoming tournaments the pass page suggests. */
export const SUGGESTED_TOURNAMENTS = 3;

/**
 * GET /v1/tournaments: the next tournaments to play for XP and loyalty points, soonest first. The deploy server
 * preloads exactly this call with a visitor's pass page (deploy/lib/shell-html.mjs, FIRST_PUBLIC_CALLS): keep the
 * two in step.
 */
export async function getUpcomingTournaments(signal?: AbortSignal): Promise<Tournament[]> {
  const { data } = await apiCall('GET /v1/tournaments', {
    signal,
    query: { limit: SUGGESTED_TOURNAMENTS, sort: 'starting_time', status: 'upcoming,check-in' },
    redirectOnAuthError: false,
  });
  return data;
}

export function upcomingTournamentsQueryOptions() {
  return queryOptions({
    queryKey: ['pass', 'upcoming-tournaments'],
    queryFn: ({ signal }) => getUpcomingTournaments(signal),
    staleTime: 60_000,
  });
}

export function useUpcomingTournaments() {
  return useQuery(upcomingTournamentsQueryOptions());
}
