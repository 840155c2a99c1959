import type { CreateBugReportBody } from '@arena/contract';
import { apiCall } from '@arena/shared-kit';
import { useMutation } from '@tanstack/react-query';

/**
 * POST /v1/bug-report from the public form, always without the token (P2 §7: only the tickets page sends it, so
 * a report from here never becomes one of the player's tickets); only ok or not ok is read.
 */
export async function sendBugReport(body: CreateBugReportBody) {
  await apiCall('POST /v1/bug-report', { body, anonymous: true });
}

export function useSendBugReport() {
  return useMutation({ mutationFn: sendBugReport });
}
