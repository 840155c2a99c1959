import type { StaffTournament } from '@arena/contract';
import { apiCall } from '@arena/shared-kit';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export const staffTournamentsQueryKey = ['tournaments', 'staff', 'tournaments'] as const;

/**
 * GET /v1/admin/tournaments (organizers and admins): every tournament, drafts and cancelled ones included, with its
 * registrations per status; `search` keeps those whose English or Arabic name holds it.
 */
export async function getStaffTournaments(search: string, signal?: AbortSignal): Promise<StaffTournament[]> {
  const { data } = await apiCall('GET /v1/admin/tournaments', {
    query: search ? { search } : {},
    signal,
  });
  return data;
}

/** The staff list, for a search (empty: every tournament); the previous list stays while another search loads. */
export function useStaffTournaments(search = '') {
  return useQuery(
    queryOptions({
      queryKey: [...staffTournamentsQueryKey, search],
      queryFn: ({ signal }) => getStaffTournaments(search, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
