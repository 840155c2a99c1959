import { apiCall, type SupportTicket } from '@arena/shared-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supportTicketQueryKey } from './get-support-ticket';

export interface CreateSupportTicketInput {
  subject: string;
  description: string;
  tournamentId: string;
}

/** POST /v1/discord/create-ticket (auth): opens a ticket; answers its ticket and channel ids. */
export async function createSupportTicket(input: CreateSupportTicketInput): Promise<SupportTicket> {
  const { data } = await apiCall('POST /v1/discord/create-ticket', {
    body: { subject: input.subject, description: input.description, tournament_id: input.tournamentId },
  });
  return {
    ticketId: data.ticketId,
    channelId: data.channelId,
    subject: input.subject,
    description: input.description,
    tournament_id: input.tournamentId,
  };
}

/** Creates the ticket and makes it the player's open ticket for the tournament. */
export function useCreateSupportTicket(userId: string, tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<CreateSupportTicketInput, 'tournamentId'>) =>
      createSupportTicket({ ...input, tournamentId }),
    onSuccess: (ticket) => queryClient.setQueryData(supportTicketQueryKey(userId, tournamentId), ticket),
  });
}
