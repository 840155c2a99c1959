import { apiCall, useSession, type Team } from '@arena/shared-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const MY_TEAMS_QUERY_KEY = ['account', 'teams', 'me'] as const;

/** GET /v1/teams/me: the signed-in player's teams (P1 §7); a player is in at most one. */
export async function getMyTeams(): Promise<Team[]> {
  try {
    const { data } = await apiCall('GET /v1/teams/me');
    return data ?? [];
  } catch (error) {
    // P1 §8: list failures on the team page are only logged.
    console.error('[account] Failed to load teams', error);
    throw error;
  }
}

export const myTeamsQuery = () => queryOptions({ queryKey: MY_TEAMS_QUERY_KEY, queryFn: getMyTeams });

/** The team My Team shows: the first one (P1 §2, §9), or null when the player has none. */
export function useMyTeam() {
  const isAuthenticated = useSession((state) => state.isAuthenticated);
  return useQuery({
    ...myTeamsQuery(),
    enabled: isAuthenticated,
    select: (teams) => teams[0] ?? null,
  });
}
