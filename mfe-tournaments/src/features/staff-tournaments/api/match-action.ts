import type { MatchActionBody, OrganizerMatch } from '@arena/contract';
import { apiCall } from '@arena/shared-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterRunWrite } from './get-organizer-matches';

/** One action on one match of the desk. */
export interface MatchActionInput {
  matchId: number;
  action: MatchActionBody;
}

/**
 * PATCH /v1/admin/matches/{id} (organizers and admins): a new time, a result or a forfeit (the bracket moves on), or a
 * reset while nothing after the match was played; its players are told.
 */
export async function actOnMatch({ matchId, action }: MatchActionInput): Promise<OrganizerMatch> {
  const { data } = await apiCall('PATCH /v1/admin/matches/:id', { params: { id: matchId }, body: action });
  return data;
}

export function useMatchAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actOnMatch,
    // Refused too: the match may have changed under the desk (another organizer, a player's report).
    onSettled: () => refreshAfterRunWrite(queryClient),
  });
}
