import type { LedgerHistoryPage } from '@arena/contract';
import { apiCall, useSession } from '@arena/shared-kit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/**
 * GET /v1/menapass/history (signed in): one page of the player's XP and loyalty points history, newest first — each
 * match, mission, tournament, activity and staff grant or revocation (with its reason).
 */
export async function getHistory(page: number, signal?: AbortSignal): Promise<LedgerHistoryPage> {
  return apiCall('GET /v1/menapass/history', { query: { page }, signal, redirectOnAuthError: false });
}

/** A page of the signed-in player's history; the previous page stays shown while the next one loads. */
export function useHistory(page: number) {
  const userId = useSession((state) => (state.isAuthenticated ? (state.user?.id ?? null) : null));
  return useQuery({
    queryKey: ['pass', 'history', userId, page],
    queryFn: ({ signal }) => getHistory(page, signal),
    enabled: userId !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
