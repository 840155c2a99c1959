import { apiCall } from '@arena/shared-kit';

/** POST /v1/tournaments/{id}/check-in/solo, or /check-in/{teamId} for a team registration (auth). */
export function checkIn(tournamentId: string, teamId: string | null) {
  return teamId === null
    ? apiCall('POST /v1/tournaments/:id/check-in/solo', { params: { id: tournamentId } })
    : apiCall('POST /v1/tournaments/:id/check-in/:teamId', { params: { id: tournamentId, teamId } });
}
