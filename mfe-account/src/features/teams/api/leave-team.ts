import { apiCall, type Team } from '@arena/shared-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MY_TEAMS_QUERY_KEY } from './get-my-teams';

/** POST /v1/teams/{id}/leave (admin, member; the owner deletes the team instead). */
export function leaveTeam(teamId: string) {
  return apiCall('POST /v1/teams/:id/leave', { params: { id: teamId } });
}

export function useLeaveTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveTeam,
    onSuccess: () => queryClient.setQueryData<Team[]>(MY_TEAMS_QUERY_KEY, []),
  });
}
