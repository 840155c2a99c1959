import type { BugReport } from '@arena/contract';
import { apiCall } from '@arena/shared-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const ticketQueryKey = (id: string) => ['account', 'tickets', 'detail', id] as const;

/** GET /v1/bug-report/{id}: one of the player's tickets with its conversation (404 for anyone else's). */
export async function getTicket(id: string): Promise<BugReport> {
  const { data } = await apiCall('GET /v1/bug-report/:id', { params: { id } });
  return data;
}

export const ticketQuery = (id: string) =>
  queryOptions({ queryKey: ticketQueryKey(id), queryFn: () => getTicket(id) });

export function useTicket(id: string) {
  return useQuery(ticketQuery(id));
}
