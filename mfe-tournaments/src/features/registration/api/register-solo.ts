import { apiCall } from '@arena/shared-kit';

/** POST /v1/tournaments/{id}/register/solo (auth; 1vs1 tournaments). */
export function registerSolo(tournamentId: string) {
  return apiCall('POST /v1/tournaments/:id/register/solo', { params: { id: tournamentId } });
}
