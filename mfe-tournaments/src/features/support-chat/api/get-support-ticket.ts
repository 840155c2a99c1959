import { apiCall, isApiError, type SupportTicket } from '@arena/shared-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /v1/discord/tickets/{tournamentId} (auth): the player's open ticket; 404 means none (null). */
export async function getSupportTicket(
  tournamentId: string,
  signal?: AbortSignal,
): Promise<SupportTicket | null> {
  try {
    const { data } = await apiCall('GET /v1/discord/tickets/:tournamentId', {
      params: { tournamentId },
      signal,
    });
    return data;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export function supportTicketQueryKey(userId: string, tournamentId: string) {
  return ['tournaments', 'support-ticket', userId, tournamentId] as const;
}

export function supportTicketQueryOptions(userId: string, tournamentId: string) {
  return queryOptions({
    queryKey: supportTicketQueryKey(userId, tournamentId),
    queryFn: ({ signal }) => getSupportTicket(tournamentId, signal),
    staleTime: Infinity,
  });
}

/** The player's open ticket for a tournament, checked only once the widget is opened. */
export function useSupportTicket(userId: string, tournamentId: string, enabled: boolean) {
  return useQuery({ ...supportTicketQueryOptions(userId, tournamentId), enabled });
}
