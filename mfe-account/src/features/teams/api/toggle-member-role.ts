import { apiCall, type TeamMember } from '@arena/shared-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MY_TEAMS_QUERY_KEY } from './get-my-teams';

/** POST /v1/teams/{id}/promote/{memberId} (owner, admin): member becomes admin, admin becomes member. */
export async function toggleMemberRole({
  teamId,
  memberId,
}: {
  teamId: string;
  memberId: string;
}): Promise<TeamMember> {
  const { data } = await apiCall('POST /v1/teams/:id/promote/:memberId', {
    params: { id: teamId, memberId },
  });
  return data;
}

/** The member list is re-read afterwards: the server orders it by role. */
export function useToggleMemberRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleMemberRole,
    onSettled: () => queryClient.invalidateQueries({ queryKey: MY_TEAMS_QUERY_KEY }),
  });
}
