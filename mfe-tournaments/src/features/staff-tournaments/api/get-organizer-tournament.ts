import type { OrganizerTournament } from '@arena/contract';
import { apiCall } from '@arena/shared-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const organizerTournamentQueryKey = (id: string) =>
  ['tournaments', 'staff', 'tournament', id] as const;

/** GET /v1/admin/tournaments/{id} (organizers and admins): the tournament as the console edits it. */
export async function getOrganizerTournament(id: string, signal?: AbortSignal): Promise<OrganizerTournament> {
  const { data } = await apiCall('GET /v1/admin/tournaments/:id', { params: { id }, signal });
  return data;
}

export function useOrganizerTournament(id: string) {
  return useQuery(
    queryOptions({
      queryKey: organizerTournamentQueryKey(id),
      queryFn: ({ signal }) => getOrganizerTournament(id, signal),
    }),
  );
}
