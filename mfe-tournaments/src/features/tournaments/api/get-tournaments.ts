import { api, type Tournament } from '@arena/shared-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';

export interface TournamentsQuery {
  limit?: number;
  /** `-created_at` for newest first. */
  sort?: string;
}

/** GET /v1/tournaments (public): the tournament list, or the latest ones for the home page (P1 §7). */
export async function getTournaments(
  query: TournamentsQuery = {},
  signal?: AbortSignal,
): Promise<Tournament[]> {
  const { data } = await api.get<{ data: Tournament[] }>('/v1/tournaments', {
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
  return useQuery(tournamentsQueryOptions(query));
}

/** The home page widget: the three newest tournaments. */
export const LATEST_TOURNAMENTS_QUERY: TournamentsQuery = { limit: 3, sort: '-created_at' };
