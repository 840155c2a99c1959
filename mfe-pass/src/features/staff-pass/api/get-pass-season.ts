import type { StaffPassSeason } from '@arena/contract';
import { apiCall } from '@arena/shared-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The key of every season the desk loaded (`[...PASS_SEASON_KEY, season id or 'current']`). */
export const PASS_SEASON_KEY = ['pass', 'staff', 'season'] as const;

/**
 * GET /v1/admin/pass/season (organizers): a season's tiers in level order and missions in both languages — the
 * current season, or the one given (the upcoming one being prepared).
 */
export async function getPassSeason(seasonId?: string, signal?: AbortSignal): Promise<StaffPassSeason> {
  const { data } = await apiCall('GET /v1/admin/pass/season', {
    ...(seasonId ? { query: { season: seasonId } } : {}),
    signal,
  });
  return data;
}

export function usePassSeason(seasonId?: string) {
  return useQuery(
    queryOptions({
      queryKey: [...PASS_SEASON_KEY, seasonId ?? 'current'],
      queryFn: ({ signal }) => getPassSeason(seasonId, signal),
    }),
  );
}
