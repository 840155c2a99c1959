import type { AdminBugReport } from '@arena/contract';
import { apiCall } from '@arena/shared-kit';
import { useQuery } from '@tanstack/react-query';

export const staffTicketQueryKey = (id: string) => ['account', 'staff', 'ticket', id] as const;

/** GET /v1/admin/bug-reports/{id} (platform admins): a report with its conversation and player. */
export async function getStaffTicket(id: string): Promise<AdminBugReport> {
  const { data } = await apiCall('GET /v1/admin/bug-reports/:id', { params: { id } });
  return data;
}

export function useStaffTicket(id: string) {
  return useQuery({ queryKey: staffTicketQueryKey(id), queryFn: () => getStaffTicket(id) });
}
