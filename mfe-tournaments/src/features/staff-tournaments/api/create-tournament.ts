import type { CreateTournamentBody, OrganizerTournament } from '@arena/contract';
import { apiCall } from '@arena/shared-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { organizerTournamentQueryKey } from './get-organizer-tournament';

/** POST /v1/admin/tournaments (organizers and admins): a new draft, seen by staff only until it is published. */
export async function createTournament(body: CreateTournamentBody): Promise<OrganizerTournament> {
  const { data } = await apiCall('POST /v1/admin/tournaments', { body });
  return data;
}

export function useCreateTournament() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTournament,
    onSuccess: (created) => {
      queryClient.setQueryData(organizerTournamentQueryKey(created.id), created);
      void queryClient.invalidateQueries({ queryKey: ['tournaments', 'staff', 'tournaments'] });
    },
  });
}
