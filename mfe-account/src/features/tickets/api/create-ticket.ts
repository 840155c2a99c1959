import type { CreateBugReportBody } from '@arena/contract';
import { apiCall } from '@arena/shared-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * POST /v1/bug-report with the token (sent only from the tickets page, P2 §7): the ticket belongs to the
 * signed-in player.
 */
export async function createTicket(body: CreateBugReportBody) {
  const { data } = await apiCall('POST /v1/bug-report', { body });
  return data;
}

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTicket,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['account', 'tickets', 'list'] }),
  });
}
