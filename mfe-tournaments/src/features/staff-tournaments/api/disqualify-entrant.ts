import type { Disqualification } from '@arena/contract';
import { apiCall } from '@arena/shared-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterRunWrite } from './get-organizer-matches';

export interface DisqualifyInput {
  registrationId: string;
  /** Why: its players read it. */
  note: string;
}

/**
 * POST /v1/admin/tournaments/{id}/disqualify/{registrationId} (organizers and admins): the entrant's remaining
 * matches are forfeited and its players told.
 */
export async function disqualifyEntrant(
  tournamentId: string,
  { registrationId, note }: DisqualifyInput,
): Promise<Disqualification> {
  const { data } = await apiCall('POST /v1/admin/tournaments/:id/disqualify/:registrationId', {
    params: { id: tournamentId, registrationId },
    body: { note },
  });
  return data;
}

export function useDisqualifyEntrant(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DisqualifyInput) => disqualifyEntrant(tournamentId, input),
    onSettled: () => refreshAfterRunWrite(queryClient),
  });
}
