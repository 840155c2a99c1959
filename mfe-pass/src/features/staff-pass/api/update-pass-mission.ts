import type { PassMissionBody, StaffPassMission, StaffPassSeason } from '@arena/contract';
import { apiCall } from '@arena/shared-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PASS_SEASON_KEY } from './get-pass-season';

/**
 * PUT /v1/admin/pass/missions/{id} (organizers, audited): the mission's texts in both languages, target, XP and
 * reward. What players already earned stays theirs.
 */
export async function updatePassMission(id: string, body: PassMissionBody): Promise<StaffPassMission> {
  const { data } = await apiCall('PUT /v1/admin/pass/missions/:id', { params: { id }, body });
  return data;
}

/** Saves a mission; the season shows it at once, then loads again. */
export function useUpdatePassMission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: PassMissionBody }) => updatePassMission(id, body),
    onSuccess: (saved) => {
      queryClient.setQueriesData<StaffPassSeason>(
        { queryKey: PASS_SEASON_KEY },
        (season) =>
          season && {
            ...season,
            missions: season.missions.map((mission) => (mission.id === saved.id ? saved : mission)),
          },
      );
      void queryClient.invalidateQueries({ queryKey: PASS_SEASON_KEY });
    },
  });
}
