import type { RegistrationStatus, StaffRegistration } from '@arena/contract';
import { apiCall } from '@arena/shared-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const staffRegistrationsQueryKey = (tournamentId: string, status?: RegistrationStatus) =>
  ['tournaments', 'staff', 'registrations', tournamentId, status ?? 'all'] as const;

/** GET /v1/admin/tournaments/{id}/registrations (platform admins), of one status or all. */
export async function getStaffRegistrations(
  tournamentId: string,
  status?: RegistrationStatus,
  signal?: AbortSignal,
): Promise<StaffRegistration[]> {
  const { data } = await apiCall('GET /v1/admin/tournaments/:id/registrations', {
    params: { id: tournamentId },
    query: status ? { status } : {},
    signal,
  });
  return data;
}

export function useStaffRegistrations(tournamentId: string, status?: RegistrationStatus) {
  return useQuery(
    queryOptions({
      queryKey: staffRegistrationsQueryKey(tournamentId, status),
      queryFn: ({ signal }) => getStaffRegistrations(tournamentId, status, signal),
    }),
  );
}
