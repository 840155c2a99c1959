import { apiCall, type MatchResult } from '@arena/shared-kit';

/** POST /v1/match-results/{matchId}/winner (auth): the caller's choice of winner. */
export async function submitWinner(matchId: string, winnerId: string): Promise<MatchResult> {
  const { data } = await apiCall('POST /v1/match-results/:matchId/winner', {
    params: { matchId },
    body: { winner_id: winnerId },
  });
  return data;
}
