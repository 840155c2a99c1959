import { api, type MatchmakingStatus } from '@arena/shared-kit';

/** POST /v1/matchmaking/tournaments/{id}/register (auth): status ready with the starting points. */
export async function registerForMatchmaking(tournamentId: string): Promise<MatchmakingStatus> {
  const { data } = await api.post<{ data: MatchmakingStatus }>(
    `/v1/matchmaking/tournaments/${encodeURIComponent(tournamentId)}/register`,
    {},
  );
  return data;
}
