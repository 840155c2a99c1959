import type { BracketStart, OrganizerTournament } from '@arena/contract';
import { apiCall } from '@arena/shared-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { organizerTournamentQueryKey } from './get-organizer-tournament';

/**
 * POST /v1/admin/tournaments/{id}/start (organizers and admins): draws the bracket in the seeding's order; the
 * registrations that did not check in are withdrawn and their players told (`dropped`).
 */
export async function startBracket(id: string): Promise<BracketStart> {
  const { data } = await apiCall('POST /v1/admin/tournaments/:id/start', { params: { id } });
  return data;
}

export function useStartBracket(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => startBracket(id),
    onSuccess: () =>
      // The run page turns to the match desk at once; the refetch below confirms it.
      queryClient.setQueryData<OrganizerTournament>(organizerTournamentQueryKey(id), (tournament) =>
        tournament ? { ...tournament, bracket_started: true } : tournament,
      ),
    // Success or refusal (started already, check-in reopened...): the tournament, its entrants and matches (keys
    // under its own) and the lists that show it are read again; one prefix, so nothing is fetched twice. Not
    // awaited: the caller hears of the start at once.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['tournaments'] }),
  });
}
