import { apiCall, type CallOptions, type Tournament, useDeferredQuery } from '@arena/shared-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The list's query: `limit`, `sort` (`-created_at` for newest first) and the filters of GET /v1/tournaments. */
export type TournamentsQuery = NonNullable<CallOptions<'GET /v1/tournaments'>['query']>;

/** GET /v1/tournaments (public): the tournament list, or the latest ones for the home page (P1 §7). */
export async function getTournaments(
  query: TournamentsQuery = {},
  signal?: AbortSignal,
): Promise<Tournament[]> {
  const { data } = await apiCall('GET /v1/tournaments', {
    query: { ...query },
    signal,
    redirectOnAuthError: false,
  });
  return data ?? [];
}

export function tournamentsQueryOptions(query: TournamentsQuery = {}) {
  return queryOptions({
    queryKey: ['tournaments', 'list', query],
    queryFn: ({ signal }) => getTournaments(query, signal),
  });
}

export function useTournaments(query: TournamentsQuery = {}) {
  return useDeferredQuery(useQuery(tournamentsQueryOptions(query)));
}

/** The home page widget: the three newest tournaments. */
export const LATEST_TOURNAMENTS_QUERY: TournamentsQuery = { limit: 3, sort: '-created_at' };
