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
