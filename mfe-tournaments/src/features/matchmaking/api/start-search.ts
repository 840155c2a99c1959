import { api, type MatchmakingStatus } from '@arena/shared-kit';

/** POST /v1/matchmaking/tournaments/{id}/search (auth): joins the queue (status searching). */
export async function startSearch(tournamentId: string): Promise<MatchmakingStatus> {
  const { data } = await api.post<{ data: MatchmakingStatus }>(
    `/v1/matchmaking/tournaments/${encodeURIComponent(tournamentId)}/search`,
    {},
  );
  return data;
}
