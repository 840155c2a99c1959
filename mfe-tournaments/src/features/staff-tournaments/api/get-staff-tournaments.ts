import type { StaffTournament } from '@arena/contract';
import { apiCall } from '@arena/shared-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const staffTournamentsQueryKey = ['tournaments', 'staff', 'tournaments'] as const;

/** GET /v1/admin/tournaments (platform admins): every tournament with its registrations per status. */
export async function getStaffTournaments(signal?: AbortSignal): Promise<StaffTournament[]> {
  const { data } = await apiCall('GET /v1/admin/tournaments', { signal });
  return data;
}

export function useStaffTournaments() {
  return useQuery(
    queryOptions({
      queryKey: staffTournamentsQueryKey,
      queryFn: ({ signal }) => getStaffTournaments(signal),
    }),
  );
}
