import { useSession } from '@arena/shared-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProgress } from './requests';

export { getProgress };

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
