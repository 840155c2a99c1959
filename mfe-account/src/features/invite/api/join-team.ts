import { apiCall, type Team } from '@arena/shared-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** POST /v1/teams/join/{vanity} (signed in): 404 unknown link, 403 turned off, 409 already in a team. */
export async function joinTeam(vanity: string): Promise<Team> {
  const { data } = await apiCall('POST /v1/teams/join/:vanity', { params: { vanity } });
  return data;
}

/** After joining, My Team is read again (it is another feature's query, so only its key is named here). */
export function useJoinTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinTeam,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['account', 'teams'] }),
  });
}
