import type { BugReportStatus } from '@arena/contract';
import { apiCall } from '@arena/shared-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffTicketQueryKey } from './get-staff-ticket';

/** PATCH /v1/admin/bug-reports/{id}: any status of P2 §4. */
export async function setTicketStatus({ id, status }: { id: string; status: BugReportStatus }) {
  const { data } = await apiCall('PATCH /v1/admin/bug-reports/:id', { params: { id }, body: { status } });
  return data;
}

export function useSetTicketStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: BugReportStatus) => setTicketStatus({ id, status }),
    onSuccess: (report) => {
      queryClient.setQueryData(staffTicketQueryKey(id), report);
      void queryClient.invalidateQueries({ queryKey: ['account', 'staff', 'tickets'] });
    },
  });
}
