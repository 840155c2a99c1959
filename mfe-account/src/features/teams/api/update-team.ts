import { apiCall, type Team } from '@arena/shared-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamFormBody, type TeamFormValues } from '../utils/team-form';
import { MY_TEAMS_QUERY_KEY } from './get-my-teams';

/**
 * PUT /v1/teams/{id} (owner, admin). The image has its own upload call, so profileImg is left out and the
 * server keeps the current one.
 */
export async function updateTeam({ teamId, ...values }: TeamFormValues & { teamId: string }): Promise<Team> {
  const { data } = await apiCall('PUT /v1/teams/:id', { params: { id: teamId }, body: teamFormBody(values) });
  return data;
}

export function useUpdateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTeam,
    onSuccess: (team) => queryClient.setQueryData<Team[]>(MY_TEAMS_QUERY_KEY, [team]),
  });
}
