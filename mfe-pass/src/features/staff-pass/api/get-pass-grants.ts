import type { PassGrantsPage } from '@arena/contract';
import { apiCall } from '@arena/shared-kit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export const PASS_GRANTS_KEY = ['pass', 'staff', 'grants'] as const;

/** Grants listed per page. */
export const PASS_GRANTS_PAGE_SIZE = 20;

/** GET /v1/admin/pass/grants (organizers): one page of the latest grants and revocations, newest first. */
export async function getPassGrants(page: number, signal?: AbortSignal): Promise<PassGrantsPage> {
  return apiCall('GET /v1/admin/pass/grants', { query: { page, limit: PASS_GRANTS_PAGE_SIZE }, signal });
}

/** A page of recent grants; the previous page stays shown while the next one loads. */
export function usePassGrants(page: number) {
  return useQuery({
    queryKey: [...PASS_GRANTS_KEY, page],
    queryFn: ({ signal }) => getPassGrants(page, signal),
    placeholderData: keepPreviousData,
  });
}
