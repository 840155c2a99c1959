import type { ClosedTournament } from '@arena/contract';
import { apiCall } from '@arena/shared-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterRunWrite } from './get-organizer-matches';
import { organizerTournamentQueryKey } from './get-organizer-tournament';

/**
 * POST /v1/admin/tournaments/{id}/complete (organizers and admins): a bracket tournament whose matches are all
 * played ends now and its prizes are paid.
 */
export async function completeTournament(id: string): Promise<ClosedTournament> {
  const { data } = await apiCall('POST /v1/admin/tournaments/:id/complete', { params: { id } });
  return data;
}

export function useCompleteTournament(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => completeTournament(id),
    onSuccess: ({ tournament }) => queryClient.setQueryData(organizerTournamentQueryKey(id), tournament),
    onSettled: () => refreshAfterRunWrite(queryClient),
  });
}
