import { apiCall } from '@arena/shared-kit';
import type { PassSyncJob } from '@arena/contract';

/** GET /v1/menapass/sync-status/{jobId}: where a sync is, polled by the sync panel (P2 §4 "Match sync"). */
export function getSyncStatus(jobId: string): Promise<PassSyncJob> {
  return apiCall('GET /v1/menapass/sync-status/:jobId', { params: { jobId } });
}
