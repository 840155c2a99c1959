import type { OrganizerTournament } from '@arena/contract';
import { apiCall } from '@arena/shared-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { organizerTournamentQueryKey } from './get-organizer-tournament';

/**
 * POST /v1/admin/tournaments/{id}/cancel (organizers and admins): with the reason the registered players are told;
 * their registrations are withdrawn and no prizes are paid.
 */
export async function cancelTournament(id: string, reason: string): Promise<OrganizerTournament> {
  const { data } = await apiCall('POST /v1/admin/tournaments/:id/cancel', {
    params: { id },
    body: { reason },
  });
  return data;
}

export function useCancelTournament(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => cancelTournament(id, reason),
    onSuccess: (cancelled) => queryClient.setQueryData(organizerTournamentQueryKey(id), cancelled),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['tournaments'] }),
  });
}
