import { apiCall, isApiError, useSession, type PassProgress } from '@arena/shared-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * GET /v1/menapass/progress (signed in): the player's level, XP, loyalty points and completed missions.
 * A 404 means the player has not registered for the pass and resolves to null; other failures are only logged
 * (P2 §7).
 */
export async function getProgress(signal?: AbortSignal): Promise<PassProgress | null> {
  try {
    const { data } = await apiCall('GET /v1/menapass/progress', {
      signal,
      redirectOnAuthError: false,
    });
    return data;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    console.error('[pass] Failed to load pass progress', error);
    throw error;
  }
}

export function progressQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: ['pass', 'progress', userId],
    queryFn: ({ signal }) => getProgress(signal),
    enabled: userId !== null,
    retry: false,
  });
}

/**
 * The signed-in player's pass progress: `progress` is null for visitors, unregistered players and failed loads;
 * `isLoading` is true only while a signed-in player's progress is on its way.
 */
export function usePassProgress() {
  const userId = useSession((state) => (state.isAuthenticated ? (state.user?.id ?? null) : null));
  const query = useQuery(progressQueryOptions(userId));
  return { progress: query.data ?? null, isLoading: query.isLoading, isSignedIn: userId !== null };
}
