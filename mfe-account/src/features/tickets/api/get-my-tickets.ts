import { apiCall } from '@arena/shared-kit';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { TICKETS_PER_PAGE } from '../../../utils/tickets';

export const myTicketsQueryKey = (page: number) => ['account', 'tickets', 'list', page] as const;

/** GET /v1/bug-report/my-reports: one page of the player's tickets, newest first. */
export async function getMyTickets(page: number) {
  const { data } = await apiCall('GET /v1/bug-report/my-reports', {
    query: { page, limit: TICKETS_PER_PAGE },
  });
  return data;
}

export const myTicketsQuery = (page: number) =>
  queryOptions({
    queryKey: myTicketsQueryKey(page),
    queryFn: () => getMyTickets(page),
    placeholderData: keepPreviousData,
  });

export function useMyTickets(page: number) {
  return useQuery(myTicketsQuery(page));
}
