import type { PassTierBody, StaffPassSeason, StaffPassTier } from '@arena/contract';
import { apiCall } from '@arena/shared-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PASS_SEASON_KEY } from './get-pass-season';

/**
 * PUT /v1/admin/pass/tiers/{level} (organizers, audited): the tier's cumulative XP needed (strictly between the
 * levels below and above) and reward, in the current season or the one given (the upcoming one).
 */
export async function updatePassTier(
  level: number,
  body: PassTierBody,
  seasonId?: string,
): Promise<StaffPassTier> {
  const { data } = await apiCall('PUT /v1/admin/pass/tiers/:level', {
    params: { level },
    ...(seasonId ? { query: { season: seasonId } } : {}),
    body,
  });
  return data;
}

/** Saves a tier; the season shows it at once, then loads again (also after a refusal: a neighbour may have moved). */
export function useUpdatePassTier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ level, body, seasonId }: { level: number; body: PassTierBody; seasonId?: string }) =>
      updatePassTier(level, body, seasonId),
    onSuccess: (saved, { seasonId }) => {
      queryClient.setQueryData<StaffPassSeason>(
        [...PASS_SEASON_KEY, seasonId ?? 'current'],
        (season) =>
          season && {
            ...season,
            tiers: season.tiers.map((tier) => (tier.level === saved.level ? saved : tier)),
          },
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: PASS_SEASON_KEY }),
  });
}
