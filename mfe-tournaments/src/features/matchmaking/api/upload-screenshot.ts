import { apiCall, type MatchResult } from '@arena/shared-kit';

/** POST /v1/match-results/{matchId}/screenshot (auth): multipart field `screenshot`, an image ≤ 5 MB. */
export async function uploadScreenshot(matchId: string, file: File): Promise<MatchResult> {
  const body = new FormData();
  body.append('screenshot', file);
  const { data } = await apiCall('POST /v1/match-results/:matchId/screenshot', { params: { matchId }, body });
  return data;
}
