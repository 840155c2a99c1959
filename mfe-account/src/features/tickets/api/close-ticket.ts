import type { BugReport } from '@arena/contract';
import { apiCall } from '@arena/shared-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ticketQueryKey } from './get-ticket';

/** POST /v1/bug-report/{id}/close with the translated closed-by-user text; answers `closedAt`. */
export async function closeTicket({ id, closingMessage }: { id: string; closingMessage: string }) {
  const { data } = await apiCall('POST /v1/bug-report/:id/close', {
    params: { id },
    body: { closingMessage },
  });
  return data;
}

/** The status becomes closed and closedAt is taken from the answer (P2 §4); the conversation is read again. */
export function useCloseTicket(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (closingMessage: string) => closeTicket({ id, closingMessage }),
    onSuccess: ({ closedAt }) => {
      queryClient.setQueryData<BugReport>(ticketQueryKey(id), (ticket) =>
        ticket ? { ...ticket, status: 'closed', closedAt, updatedAt: closedAt } : ticket,
      );
      void queryClient.invalidateQueries({ queryKey: ticketQueryKey(id) });
      void queryClient.invalidateQueries({ queryKey: ['account', 'tickets', 'list'] });
    },
  });
}
