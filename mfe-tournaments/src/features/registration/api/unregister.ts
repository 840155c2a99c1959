import { api } from '@arena/shared-kit';

/** DELETE /v1/tournaments/{id}/unregister (auth): the caller's solo registration or their team's. */
export function unregister(tournamentId: string): Promise<{ message: string }> {
  return api.delete<{ message: string }>(`/v1/tournaments/${encodeURIComponent(tournamentId)}/unregister`);
}
