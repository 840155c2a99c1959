import { apiCall, isApiError, type PassProgress, type PassTiersResponse } from '@arena/shared-kit';

// The pass's read requests without TanStack Query: the home page's preview widget uses them on the first paint of
// `/`, which does not load TanStack Query (DESIGN §8); the pass's own pages wrap them in queries.

/**
 * GET /v1/menapass/tiers (public; with a token, each mission carries the player's progress): tiers, active and
 * upcoming buffs, keyed by locale (P2 §7).
 */
export async function getTiers(signal?: AbortSignal): Promise<PassTiersResponse> {
  const { data } = await apiCall('GET /v1/menapass/tiers', {
    signal,
    redirectOnAuthError: false,
  });
  return data;
}

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
