import { apiCall, type Team } from '@arena/shared-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamFormBody, type TeamFormValues } from '../utils/team-form';
import { MY_TEAMS_QUERY_KEY } from './get-my-teams';

/** POST /v1/teams/create: the creator becomes the owner. Input: name 3–32, shortName 1–4 letters or digits. */
export async function createTeam(input: TeamFormValues): Promise<Team> {
  const { data } = await apiCall('POST /v1/teams/create', { body: teamFormBody(input) });
  return data;
}

export function useCreateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTeam,
    onSuccess: (team) => queryClient.setQueryData<Team[]>(MY_TEAMS_QUERY_KEY, [team]),
  });
}
