import { useDeferredQuery, useSession } from '@arena/shared-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getTiers } from './requests';

export { getTiers };

/** `userId` is the signed-in player whose mission progress the answer carries, null for a visitor. */
export function tiersQueryOptions(userId: string | null = null, enabled = true) {
  return queryOptions({
    queryKey: ['pass', 'tiers', userId],
    queryFn: ({ signal }) => getTiers(signal),
    enabled,
    // The season's tiers change with a release; mission progress with a sync or a completion, which refetch them.
    staleTime: 10 * 60_000,
  });
}

export function useTiers() {
  const hasToken = useSession((state) => Boolean(state.token));
  const userId = useSession((state) => (state.isAuthenticated ? (state.user?.id ?? null) : null));
  // With a token, wait for the session's user so the answer is fetched once, for that player.
  return useDeferredQuery(useQuery(tiersQueryOptions(userId, !hasToken || userId !== null)));
}
