import { apiCall, useSession } from '@arena/shared-kit';
import type { GamesXp } from '@arena/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /v1/menapass/games-xp (signed in): matches credited, total XP and loyalty points, from the ledger. */
export async function getGamesXp(signal?: AbortSignal): Promise<GamesXp> {
  const { data } = await apiCall('GET /v1/menapass/games-xp', { signal, redirectOnAuthError: false });
  return data;
}

export function gamesXpQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: ['pass', 'games-xp', userId],
    queryFn: ({ signal }) => getGamesXp(signal),
    enabled: userId !== null,
    retry: false,
  });
}

/** The signed-in member's ledger summary; undefined while loading, for visitors and when it failed. */
export function useGamesXp(enabled: boolean) {
  const userId = useSession((state) => (state.isAuthenticated ? (state.user?.id ?? null) : null));
  const options = gamesXpQueryOptions(enabled ? userId : null);
  return useQuery(options).data;
}
