import { apiCall, type MatchmakingStatus } from '@arena/shared-kit';

/** POST /v1/matchmaking/tournaments/{id}/claim-noshow/{matchId} (auth): the opponent did not show up. */
export async function claimNoShow(tournamentId: string, matchId: string): Promise<MatchmakingStatus> {
  const { data } = await apiCall('POST /v1/matchmaking/tournaments/:id/claim-noshow/:matchId', {
    params: { id: tournamentId, matchId },
  });
  return data;
}
