import type { RewardSeason, RewardSeasonBody } from '@arena/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { apiCall } from '@arena/shared-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { seasonsQueryOptions } from '../../../api/get-seasons';
import { PASS_SEASON_KEY } from './get-pass-season';

export const REWARD_SEASONS_KEY = seasonsQueryOptions.queryKey;

/** The seasons (upcoming, current, ended), fresh for the desk. */
export function useRewardSeasons(): UseQueryResult<RewardSeason[]> {
  return useQuery({ ...seasonsQueryOptions, staleTime: 0 });
}

/** POST /v1/admin/pass/seasons (organizers, audited): the next season, with the current tiers and missions copied. */
export function useCreateSeason() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: RewardSeasonBody) =>
      (await apiCall('POST /v1/admin/pass/seasons', { body })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: REWARD_SEASONS_KEY }),
  });
}

/**
 * POST /v1/admin/pass/seasons/{id}/start (organizers, audited): the current season ends and this one starts;
 * the desk then shows the new current season.
 */
export function useStartSeason() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await apiCall('POST /v1/admin/pass/seasons/:id/start', { params: { id } })).data,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: REWARD_SEASONS_KEY }),
        queryClient.invalidateQueries({ queryKey: PASS_SEASON_KEY }),
        queryClient.invalidateQueries({ queryKey: ['pass'] }),
      ]);
    },
  });
}
