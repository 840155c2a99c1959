import { apiCall, type MatchmakingStatus } from '@arena/shared-kit';

/** POST /v1/matchmaking/tournaments/{id}/register (auth): status ready with the starting points. */
export async function registerForMatchmaking(tournamentId: string): Promise<MatchmakingStatus> {
  const { data } = await apiCall('POST /v1/matchmaking/tournaments/:id/register', {
    params: { id: tournamentId },
  });
  return data;
}
