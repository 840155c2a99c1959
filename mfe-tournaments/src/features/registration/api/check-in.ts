import { api } from '@arena/shared-kit';

/** POST /v1/tournaments/{id}/check-in/solo, or /check-in/{teamId} for a team registration (auth). */
export function checkIn(tournamentId: string, teamId: string | null): Promise<{ message: string }> {
  const who = teamId === null ? 'solo' : encodeURIComponent(teamId);
  return api.post<{ message: string }>(
    `/v1/tournaments/${encodeURIComponent(tournamentId)}/check-in/${who}`,
    {},
  );
}
