import type { StaffPassSeason } from '@arena/contract';
import { apiCall } from '@arena/shared-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const PASS_SEASON_KEY = ['pass', 'staff', 'season'] as const;

/** GET /v1/admin/pass/season (organizers): the tiers in level order, the missions in both languages. */
export async function getPassSeason(signal?: AbortSignal): Promise<StaffPassSeason> {
  const { data } = await apiCall('GET /v1/admin/pass/season', { signal });
  return data;
}

export function usePassSeason() {
  return useQuery(
    queryOptions({
      queryKey: PASS_SEASON_KEY,
      queryFn: ({ signal }) => getPassSeason(signal),
    }),
  );
}
