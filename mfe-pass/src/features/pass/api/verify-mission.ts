import { apiCall, queryClient } from '@arena/shared-kit';
import type { MissionVerification } from '@arena/contract';
import { useMutation } from '@tanstack/react-query';

/** POST /v1/menapass/missions/{id}/verify: completes a mission and grants its reward once (P2 §7). */
export function verifyMission(missionId: string): Promise<MissionVerification> {
  return apiCall('POST /v1/menapass/missions/:id/verify', { params: { id: missionId } });
}

/** Verifies a mission, then reloads the progress (completed missions, points) and the tiers (mission progress). */
export function useVerifyMission() {
  return useMutation({
    mutationFn: verifyMission,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['pass', 'progress'] }),
        queryClient.invalidateQueries({ queryKey: ['pass', 'tiers'] }),
        queryClient.invalidateQueries({ queryKey: ['pass', 'games-xp'] }),
        queryClient.invalidateQueries({ queryKey: ['pass', 'history'] }),
      ]),
  });
}
