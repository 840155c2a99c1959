import type { AdminBugReport, BugReportStatus } from '@arena/contract';
import { apiCall } from '@arena/shared-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffTicketQueryKey } from './get-staff-ticket';

/** POST /v1/admin/bug-reports/{id}/messages: a Support Staff answer, optionally with a new status. */
export async function replyAsStaff({
  id,
  content,
  status,
}: {
  id: string;
  content: string;
  status?: BugReportStatus;
}) {
  const { data } = await apiCall('POST /v1/admin/bug-reports/:id/messages', {
    params: { id },
    body: { content, ...(status ? { status } : {}) },
  });
  return data;
}

export function useReplyAsStaff(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { content: string; status?: BugReportStatus }) => replyAsStaff({ id, ...input }),
    onSuccess: ({ message, reportStatus }) => {
      queryClient.setQueryData<AdminBugReport>(staffTicketQueryKey(id), (report) =>
        report
          ? {
              ...report,
              status: reportStatus,
              updatedAt: message.timestamp,
              messages: [...report.messages, message],
            }
          : report,
      );
      void queryClient.invalidateQueries({ queryKey: staffTicketQueryKey(id) });
      void queryClient.invalidateQueries({ queryKey: ['account', 'staff', 'tickets'] });
    },
  });
}
