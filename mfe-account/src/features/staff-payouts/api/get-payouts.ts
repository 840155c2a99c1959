import type { AdminPayoutsPage, TransactionStatus } from '@arena/contract';
import { apiCall } from '@arena/shared-kit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export const PAYOUTS_PAGE_SIZE = 20;

export const payoutsKey = ['account', 'staff', 'payouts'] as const;

/** GET /v1/admin/payouts (platform admins): one page of payouts, of a status or all. */
export async function getPayouts(query: {
  status?: TransactionStatus;
  page: number;
}): Promise<AdminPayoutsPage> {
  return apiCall('GET /v1/admin/payouts', {
    query: { ...(query.status ? { status: query.status } : {}), page: query.page, limit: PAYOUTS_PAGE_SIZE },
  });
}

export function usePayouts(query: { status?: TransactionStatus; page: number }, enabled = true) {
  return useQuery({
    enabled,
    queryKey: [...payoutsKey, query.status ?? 'all', query.page],
    queryFn: () => getPayouts(query),
    placeholderData: keepPreviousData,
  });
}
