import type { MatchDispute } from '@arena/contract';
import { apiCall } from '@arena/shared-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const disputesQueryKey = ['tournaments', 'staff', 'disputes'] as const;

/** GET /v1/admin/matchmaking/disputes (platform admins): every disputed ladder result, longest waiting first. */
export async function getDisputes(signal?: AbortSignal): Promise<MatchDispute[]> {
  const { data } = await apiCall('GET /v1/admin/matchmaking/disputes', { signal });
  return data;
}

export function disputesQueryOptions() {
  return queryOptions({ queryKey: disputesQueryKey, queryFn: ({ signal }) => getDisputes(signal) });
}

export function useDisputes() {
  return useQuery(disputesQueryOptions());
}
