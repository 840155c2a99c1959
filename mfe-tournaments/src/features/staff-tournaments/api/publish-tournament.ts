import type { OrganizerTournament } from '@arena/contract';
import { apiCall } from '@arena/shared-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { organizerTournamentQueryKey } from './get-organizer-tournament';

/** POST /v1/admin/tournaments/{id}/publish (organizers and admins): players see the draft from now on. */
export async function publishTournament(id: string): Promise<OrganizerTournament> {
  const { data } = await apiCall('POST /v1/admin/tournaments/:id/publish', { params: { id } });
  return data;
}

export function usePublishTournament(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => publishTournament(id),
    onSuccess: (published) => queryClient.setQueryData(organizerTournamentQueryKey(id), published),
    // The players' list and pages show it now; the staff list shows it published.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['tournaments'] }),
  });
}
