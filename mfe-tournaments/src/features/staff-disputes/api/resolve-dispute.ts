import type { ResolveMatchBody } from '@arena/contract';
import { apiCall } from '@arena/shared-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { disputesQueryKey } from './get-disputes';

/**
 * PATCH /v1/admin/matchmaking/matches/{matchId}/resolve (platform admins): a winner, or `winner_id: null` to void
 * the match, with the note both players read.
 */
export async function resolveDispute(matchId: string, body: ResolveMatchBody) {
  const { data } = await apiCall('PATCH /v1/admin/matchmaking/matches/:matchId/resolve', {
    params: { matchId },
    body,
  });
  return data;
}

export function useResolveDispute(matchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ResolveMatchBody) => resolveDispute(matchId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: disputesQueryKey }),
  });
}
