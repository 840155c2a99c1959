import { api, type MatchResult } from '@arena/shared-kit';

/** POST /v1/match-results/{matchId}/screenshot (auth): multipart field `screenshot`, an image ≤ 5 MB. */
export async function uploadScreenshot(matchId: string, file: File): Promise<MatchResult> {
  const form = new FormData();
  form.append('screenshot', file);
  const { data } = await api.post<{ data: MatchResult }>(
    `/v1/match-results/${encodeURIComponent(matchId)}/screenshot`,
    form,
  );
  return data;
}
