import { apiCall } from '@arena/shared-kit';

/** DELETE /v1/tournaments/{id}/unregister (auth): the caller's solo registration or their team's. */
export function unregister(tournamentId: string) {
  return apiCall('DELETE /v1/tournaments/:id/unregister', { params: { id: tournamentId } });
}
