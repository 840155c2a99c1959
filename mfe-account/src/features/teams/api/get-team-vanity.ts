import { apiCall, type VanityStatus } from '@arena/shared-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const teamVanityQueryKey = (teamId: string) => ['account', 'teams', teamId, 'vanity'] as const;

/** GET /v1/teams/{id}/vanity (owner, admin): the invite link and whether it is on. */
export async function getTeamVanity(teamId: string): Promise<VanityStatus> {
  const { data } = await apiCall('GET /v1/teams/:id/vanity', { params: { id: teamId } });
  return data;
}

export const teamVanityQuery = (teamId: string) =>
  queryOptions({ queryKey: teamVanityQueryKey(teamId), queryFn: () => getTeamVanity(teamId) });

export function useTeamVanity(teamId: string) {
  return useQuery(teamVanityQuery(teamId));
}

/**
 * The invite link of `team` when the viewer manages it (owner, admin), for the page to wait on before drawing the
 * team: the invite panel then appears at its full size instead of growing under the members list (issue 14).
 * Shares the invite panel's query, so the panel draws from the cache.
 */
export function useTeamVanityFor(teamId: string | undefined, manages: boolean) {
  return useQuery({ ...teamVanityQuery(teamId ?? ''), enabled: teamId !== undefined && manages });
}
