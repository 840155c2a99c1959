import { apiCall, type MatchmakingStatus } from '@arena/shared-kit';

/** POST /v1/matchmaking/tournaments/{id}/forfeit/{matchId} (auth): leaves the match as a loss. */
export async function forfeitMatch(tournamentId: string, matchId: string): Promise<MatchmakingStatus> {
  const { data } = await apiCall('POST /v1/matchmaking/tournaments/:id/forfeit/:matchId', {
    params: { id: tournamentId, matchId },
  });
  return data;
}
