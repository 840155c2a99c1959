import type { ClosedTournament } from '@arena/contract';
import { apiCall } from '@arena/shared-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterRunWrite } from './get-organizer-matches';
import { organizerTournamentQueryKey } from './get-organizer-tournament';

/**
 * POST /v1/admin/tournaments/{id}/end (organizers and admins): a ladder ends now (its queue closes); its prizes are
 * paid once its last results are settled.
 */
export async function endLadder(id: string): Promise<ClosedTournament> {
  const { data } = await apiCall('POST /v1/admin/tournaments/:id/end', { params: { id } });
  return data;
}

export function useEndLadder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => endLadder(id),
    onSuccess: ({ tournament }) => queryClient.setQueryData(organizerTournamentQueryKey(id), tournament),
    onSettled: () => refreshAfterRunWrite(queryClient),
  });
}
