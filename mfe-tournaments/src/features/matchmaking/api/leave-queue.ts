import { apiCall, type MatchmakingStatus } from '@arena/shared-kit';

/** DELETE /v1/matchmaking/tournaments/{id}/leave (auth): leaves the queue (status ready). */
export async function leaveQueue(tournamentId: string): Promise<MatchmakingStatus> {
  const { data } = await apiCall('DELETE /v1/matchmaking/tournaments/:id/leave', {
    params: { id: tournamentId },
  });
  return data;
}
