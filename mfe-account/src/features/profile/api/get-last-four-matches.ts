import { apiCall, useSession, type MatchHistoryMatch } from '@arena/shared-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /v1/lol/last-four-matches: the signed-in player's last four matches (P1 §7). */
export async function getLastFourMatches(): Promise<MatchHistoryMatch[]> {
  try {
    const { data } = await apiCall('GET /v1/lol/last-four-matches');
    return data ?? [];
  } catch (error) {
    // P1 §8: list failures on the profile page are only logged.
    console.error('[account] Failed to load match history', error);
    throw error;
  }
}

export const lastFourMatchesQuery = () =>
  queryOptions({ queryKey: ['account', 'matches', 'last-four'], queryFn: getLastFourMatches });

/** The last four matches, loaded while signed in. */
export function useLastFourMatches() {
  const isAuthenticated = useSession((state) => state.isAuthenticated);
  return useQuery({ ...lastFourMatchesQuery(), enabled: isAuthenticated });
}
