import type { SeedingBody, TournamentSeeding } from '@arena/contract';
import { apiCall } from '@arena/shared-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { organizerTournamentQueryKey } from './get-organizer-tournament';
import { tournamentEntrantsQueryKey } from './get-entrants';

/**
 * PUT /v1/admin/tournaments/{id}/seeding (organizers and admins): seeds the checked-in entrants by ladder points, at
 * random, or by hand (`order`: every seedable entrant's registration id once, the first seed first).
 */
export async function seedTournament(id: string, body: SeedingBody): Promise<TournamentSeeding> {
  const { data } = await apiCall('PUT /v1/admin/tournaments/:id/seeding', { params: { id }, body });
  return data;
}

export function useSeedTournament(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SeedingBody) => seedTournament(id, body),
    onSuccess: (seeding) => queryClient.setQueryData(tournamentEntrantsQueryKey(id), seeding),
    // A refusal may mean the tournament moved on (started, cancelled meanwhile): read it and its entrants again.
    onError: () => void queryClient.invalidateQueries({ queryKey: organizerTournamentQueryKey(id) }),
  });
}
