import type { OrganizerMatch } from '@arena/contract';
import { apiCall } from '@arena/shared-kit';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { organizerTournamentQueryKey } from './get-organizer-tournament';

/** The bracket's matches, under the tournament's key (the seeding panel refreshes them once it starts the bracket). */
export const organizerMatchesQueryKey = (id: string) =>
  [...organizerTournamentQueryKey(id), 'matches'] as const;

/** GET /v1/admin/tournaments/{id}/matches (organizers and admins): every match of the bracket; none before the start. */
export async function getOrganizerMatches(id: string, signal?: AbortSignal): Promise<OrganizerMatch[]> {
  const { data } = await apiCall('GET /v1/admin/tournaments/:id/matches', { params: { id }, signal });
  return data;
}

export function useOrganizerMatches(id: string) {
  return useQuery(
    queryOptions({
      queryKey: organizerMatchesQueryKey(id),
      queryFn: ({ signal }) => getOrganizerMatches(id, signal),
    }),
  );
}

/**
 * After a write of the match desk: the matches, the tournament and every tournament list may have changed (a result
 * moves the bracket on, a completion ends the tournament). `['tournaments']` is the prefix of the other two keys.
 */
export function refreshAfterRunWrite(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['tournaments'] });
}
