import type { PassGrantBody, PassGrantResult } from '@arena/contract';
import { apiCall } from '@arena/shared-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PASS_GRANTS_KEY } from './get-pass-grants';

/**
 * POST /v1/admin/pass/grants (organizers, audited): gives or takes a player's XP and loyalty points with a reason;
 * answers the grant with the player's totals after it.
 */
export async function grantPass(body: PassGrantBody): Promise<PassGrantResult> {
  return (await apiCall('POST /v1/admin/pass/grants', { body })).data;
}

/** Makes a grant; the list of recent grants loads again to show it. */
export function useGrantPass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: grantPass,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PASS_GRANTS_KEY }),
  });
}
