import { apiCall, type Team } from '@arena/shared-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MY_TEAMS_QUERY_KEY } from './get-my-teams';

/** DELETE /v1/teams/{id} (owner only). */
export function deleteTeam(teamId: string) {
  return apiCall('DELETE /v1/teams/:id', { params: { id: teamId } });
}

export function useDeleteTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTeam,
    onSuccess: () => queryClient.setQueryData<Team[]>(MY_TEAMS_QUERY_KEY, []),
  });
}
