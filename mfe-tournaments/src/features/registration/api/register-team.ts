import { apiCall } from '@arena/shared-kit';

/** POST /v1/tournaments/{id}/register/{teamId} (auth; the team's owner or an admin). */
export function registerTeam(tournamentId: string, teamId: string) {
  return apiCall('POST /v1/tournaments/:id/register/:teamId', { params: { id: tournamentId, teamId } });
}
