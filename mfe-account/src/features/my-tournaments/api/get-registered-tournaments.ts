import { apiCall, type RegisteredTournament } from '@arena/shared-kit';
import { queryOptions } from '@tanstack/react-query';

/** GET /v1/tournaments/me/registered (auth): the player's registrations, solo and through their team. */
export async function getRegisteredTournaments(signal?: AbortSignal): Promise<RegisteredTournament[]> {
  const { data } = await apiCall('GET /v1/tournaments/me/registered', { signal });
  return data ?? [];
}

export const registeredTournamentsQuery = (userId: string) =>
  queryOptions({
    queryKey: ['account', 'tournaments', 'registered', userId],
    queryFn: ({ signal }) => getRegisteredTournaments(signal),
    // Registrations change on the tournament pages; come back to a fresh list.
    staleTime: 0,
  });
