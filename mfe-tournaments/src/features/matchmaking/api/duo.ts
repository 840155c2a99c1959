import { apiCall, type MatchmakingStatus } from '@arena/shared-kit';

/** POST /v1/matchmaking/tournaments/{id}/duo/invites (auth): invites a player, by Riot ID, to queue as a duo. */
export async function inviteDuo(tournamentId: string, riotId: string): Promise<MatchmakingStatus> {
  const { data } = await apiCall('POST /v1/matchmaking/tournaments/:id/duo/invites', {
    params: { id: tournamentId },
    body: { riot_id: riotId },
  });
  return data;
}

/** POST …/duo/invites/{inviteId}/accept (auth): accepts an invite; the two queue together from now on. */
export async function acceptDuo(tournamentId: string, inviteId: string): Promise<MatchmakingStatus> {
  const { data } = await apiCall('POST /v1/matchmaking/tournaments/:id/duo/invites/:inviteId/accept', {
    params: { id: tournamentId, inviteId },
  });
  return data;
}

/** POST …/duo/invites/{inviteId}/decline (auth): declines an invite to the caller, or withdraws their own. */
export async function declineDuo(tournamentId: string, inviteId: string): Promise<MatchmakingStatus> {
  const { data } = await apiCall('POST /v1/matchmaking/tournaments/:id/duo/invites/:inviteId/decline', {
    params: { id: tournamentId, inviteId },
  });
  return data;
}

/** DELETE /v1/matchmaking/tournaments/{id}/duo (auth): leaves the duo (its search ends for both). */
export async function leaveDuo(tournamentId: string): Promise<MatchmakingStatus> {
  const { data } = await apiCall('DELETE /v1/matchmaking/tournaments/:id/duo', {
    params: { id: tournamentId },
  });
  return data;
}
