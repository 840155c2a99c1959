import { apiCall } from '@arena/shared-kit';

/** POST /v1/menapass/sync: starts a sync of the member's recent matches (or answers the running one's id). */
export async function startSync(): Promise<string> {
  const { data } = await apiCall('POST /v1/menapass/sync');
  return data.jobId;
}
