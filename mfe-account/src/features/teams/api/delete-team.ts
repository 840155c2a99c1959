import { api, type Team } from '@arena/shared-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MY_TEAMS_QUERY_KEY } from './get-my-teams';

/** DELETE /v1/teams/{id} (owner only). */
export function deleteTeam(teamId: string): Promise<{ message: string }> {
  return api.delete(`/v1/teams/${encodeURIComponent(teamId)}`);
}

export function useDeleteTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTeam,
    onSuccess: () => queryClient.setQueryData<Team[]>(MY_TEAMS_QUERY_KEY, []),
  });
}
