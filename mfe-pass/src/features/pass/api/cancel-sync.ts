import { apiCall } from '@arena/shared-kit';

/** POST /v1/menapass/cancel-sync/{jobId}: stops a sync; the matches already credited stay credited. */
export async function cancelSync(jobId: string): Promise<void> {
  await apiCall('POST /v1/menapass/cancel-sync/:jobId', { params: { jobId } });
}
