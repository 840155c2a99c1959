import { apiCall } from '@arena/shared-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MY_TEAMS_QUERY_KEY } from './get-my-teams';

/** DELETE /v1/teams/{id}/members/{memberId} (owner, admin; never the owner: code 20025). */
export function removeMember({ teamId, memberId }: { teamId: string; memberId: string }) {
  return apiCall('DELETE /v1/teams/:id/members/:memberId', { params: { id: teamId, memberId } });
}

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSettled: () => queryClient.invalidateQueries({ queryKey: MY_TEAMS_QUERY_KEY }),
  });
}
