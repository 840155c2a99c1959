import type { BugReport } from '@arena/contract';
import { apiCall } from '@arena/shared-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ticketQueryKey } from './get-ticket';

/** POST /v1/bug-report/{id}/messages: the player's reply; answers the message and the ticket's new status. */
export async function replyToTicket({ id, content }: { id: string; content: string }) {
  const { data } = await apiCall('POST /v1/bug-report/:id/messages', { params: { id }, body: { content } });
  return data;
}

/** After a reply the screen adopts the new message and the ticket's new status (P2 §4). */
export function useReplyToTicket(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => replyToTicket({ id, content }),
    onSuccess: ({ message, reportStatus }) => {
      queryClient.setQueryData<BugReport>(ticketQueryKey(id), (ticket) =>
        ticket
          ? {
              ...ticket,
              status: reportStatus,
              updatedAt: message.timestamp,
              messages: [...ticket.messages, message],
            }
          : ticket,
      );
      void queryClient.invalidateQueries({ queryKey: ['account', 'tickets', 'list'] });
    },
  });
}
