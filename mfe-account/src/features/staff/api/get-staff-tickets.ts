import type { AdminBugReportListQuery } from '@arena/contract';
import { apiCall } from '@arena/shared-kit';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** The staff list's filters: status and type (empty: all) and the page. */
export interface StaffTicketFilters {
  status: NonNullable<AdminBugReportListQuery['status']> | '';
  type: NonNullable<AdminBugReportListQuery['type']> | '';
  page: number;
}

/** Tickets a page on the staff desk. */
export const STAFF_TICKETS_PER_PAGE = 20;

export const staffTicketsQueryKey = (filters: StaffTicketFilters) =>
  ['account', 'staff', 'tickets', filters] as const;

/** GET /v1/admin/bug-reports (platform admins): every ticket and bug report, newest first. */
export async function getStaffTickets({ status, type, page }: StaffTicketFilters) {
  const { data } = await apiCall('GET /v1/admin/bug-reports', {
    query: {
      page,
      limit: STAFF_TICKETS_PER_PAGE,
      ...(status ? { status } : {}),
      ...(type ? { type } : {}),
    },
  });
  return data;
}

export function useStaffTickets(filters: StaffTicketFilters) {
  return useQuery(
    queryOptions({
      queryKey: staffTicketsQueryKey(filters),
      queryFn: () => getStaffTickets(filters),
      placeholderData: keepPreviousData,
    }),
  );
}
