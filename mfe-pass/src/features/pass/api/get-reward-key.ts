import { apiCall, importRewardCodeKey, useSession } from '@arena/shared-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * GET /v1/reward-code/key (signed in, no-store): the player's own key for their reward codes, imported at once as a
 * non-extractable WebCrypto key. It lives in this page's memory only: never in storage, never in a bundle.
 */
export async function getRewardKey(signal?: AbortSignal): Promise<CryptoKey> {
  const { data } = await apiCall('GET /v1/reward-code/key', { signal, redirectOnAuthError: false });
  return importRewardCodeKey(data.key);
}

export function rewardKeyQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: ['pass', 'reward-key', userId],
    queryFn: ({ signal }) => getRewardKey(signal),
    enabled: userId !== null,
    // Fetched once per session (page load) and player.
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}

/** The signed-in player's reward-code key; undefined while loading, for visitors and when it failed. */
export function useRewardKey(enabled: boolean) {
  const userId = useSession((state) => (state.isAuthenticated ? (state.user?.id ?? null) : null));
  return useQuery(rewardKeyQueryOptions(enabled ? userId : null));
}
