import { apiCall, useSession, type Team } from '@arena/shared-kit';
import { useQuery } from '@tanstack/react-query';

/** GET /v1/teams/me (auth): the teams the signed-in player belongs to, with their role in each (P1 §7). */
export async function getMyTeams(signal?: AbortSignal): Promise<Team[]> {
  const { data } = await apiCall('GET /v1/teams/me', { signal });
  return data ?? [];
}

/** The player's teams for the team picker; fetched when `enabled` (the dialog is open). */
export function useMyTeams(enabled: boolean) {
  const userId = useSession((state) => (state.isAuthenticated ? (state.user?.id ?? null) : null));
  return useQuery({
    queryKey: ['tournaments', 'my-teams', userId],
    queryFn: ({ signal }) => getMyTeams(signal),
    enabled: enabled && userId !== null,
    // The roster may have changed in the account pages since the last look.
    staleTime: 0,
  });
}
