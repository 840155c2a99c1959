import { apiCall, type MatchmakingStatus } from '@arena/shared-kit';

/** POST /v1/matchmaking/tournaments/{id}/search (auth): joins the queue (status searching). */
export async function startSearch(tournamentId: string): Promise<MatchmakingStatus> {
  const { data } = await apiCall('POST /v1/matchmaking/tournaments/:id/search', {
    params: { id: tournamentId },
  });
  return data;
}
