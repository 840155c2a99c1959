import type { OrganizerTournament, UpdateTournamentBody } from '@arena/contract';
import { apiCall } from '@arena/shared-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { organizerTournamentQueryKey } from './get-organizer-tournament';

/**
 * PATCH /v1/admin/tournaments/{id} (organizers and admins): the fields given replace the stored ones; a published
 * tournament's registered players are told when its schedule changed.
 */
export async function updateTournament(id: string, body: UpdateTournamentBody): Promise<OrganizerTournament> {
  const { data } = await apiCall('PATCH /v1/admin/tournaments/:id', { params: { id }, body });
  return data;
}

export function useUpdateTournament(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateTournamentBody) => updateTournament(id, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(organizerTournamentQueryKey(id), saved);
      void queryClient.invalidateQueries({ queryKey: ['tournaments', 'staff', 'tournaments'] });
    },
  });
}
