import { apiCall, useSession, type RegisteredTournament } from '@arena/shared-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /v1/tournaments/me/registered (auth): the signed-in player's registrations, solo and through their team. */
export async function getRegisteredTournaments(signal?: AbortSignal): Promise<RegisteredTournament[]> {
  const { data } = await apiCall('GET /v1/tournaments/me/registered', {
    signal,
    // A public page: a stale token shows the list without registrations rather than leaving for sign-in.
    redirectOnAuthError: false,
  });
  return data ?? [];
}

export function registeredTournamentsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['tournaments', 'registered', userId],
    queryFn: ({ signal }) => getRegisteredTournaments(signal),
  });
}

/** The signed-in player's registrations; idle (no call) for visitors. */
export function useRegisteredTournaments() {
  const userId = useSession((state) => (state.isAuthenticated ? (state.user?.id ?? null) : null));
  return useQuery({ ...registeredTournamentsQueryOptions(userId ?? ''), enabled: userId !== null });
}
