import { api, type MatchmakingStatus } from '@arena/shared-kit';

/** DELETE /v1/matchmaking/tournaments/{id}/leave (auth): leaves the queue (status ready). */
export async function leaveQueue(tournamentId: string): Promise<MatchmakingStatus> {
  const { data } = await api.delete<{ data: MatchmakingStatus }>(
    `/v1/matchmaking/tournaments/${encodeURIComponent(tournamentId)}/leave`,
  );
  return data;
}
