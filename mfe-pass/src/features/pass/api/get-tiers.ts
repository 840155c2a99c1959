import { apiCall, type PassTiersResponse } from '@arena/shared-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /v1/menapass/tiers (public): tiers, active and upcoming buffs, keyed by locale (P2 §7). */
export async function getTiers(signal?: AbortSignal): Promise<PassTiersResponse> {
  const { data } = await apiCall('GET /v1/menapass/tiers', {
    signal,
    redirectOnAuthError: false,
  });
  return data;
}

export function tiersQueryOptions() {
  return queryOptions({
    queryKey: ['pass', 'tiers'],
    queryFn: ({ signal }) => getTiers(signal),
    // The season's tiers change with a release, not during a visit.
    staleTime: 10 * 60_000,
  });
}

export function useTiers() {
  return useQuery(tiersQueryOptions());
}
