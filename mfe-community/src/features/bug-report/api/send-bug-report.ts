import type { CreateBugReportBody } from '@arena/contract';
import { apiCall } from '@arena/shared-kit';
import { useMutation } from '@tanstack/react-query';

/** POST /v1/bug-report from the public form; only ok or not ok is read (P2 §7). */
export async function sendBugReport(body: CreateBugReportBody) {
  await apiCall('POST /v1/bug-report', { body });
}

export function useSendBugReport() {
  return useMutation({ mutationFn: sendBugReport });
}
