import { apiCall, type VanityStatus } from '@arena/shared-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamVanityQueryKey } from './get-team-vanity';

/** PATCH /v1/teams/{id}/vanity-status (owner, admin): turns the invite link on or off. */
export async function updateVanityStatus({
  teamId,
  enabled,
}: {
  teamId: string;
  enabled: boolean;
}): Promise<VanityStatus> {
  const { data } = await apiCall('PATCH /v1/teams/:id/vanity-status', {
    params: { id: teamId },
    body: { enabled },
  });
  return data;
}

export function useUpdateVanityStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVanityStatus,
    onSuccess: (status, { teamId }) => queryClient.setQueryData(teamVanityQueryKey(teamId), status),
  });
}
