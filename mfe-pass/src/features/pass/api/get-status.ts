import { apiCall } from '@arena/shared-kit';
import type { PassStatus } from '@arena/contract';
import { queryOptions } from '@tanstack/react-query';

/** GET /v1/menapass/status (signed in): whether the player has registered for the pass (P2 §7). */
export async function getStatus(signal?: AbortSignal): Promise<PassStatus> {
  const { data } = await apiCall('GET /v1/menapass/status', { signal, redirectOnAuthError: false });
  return data;
}

export function statusQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: ['pass', 'status', userId],
    queryFn: ({ signal }) => getStatus(signal),
    enabled: userId !== null,
    retry: false,
  });
}
