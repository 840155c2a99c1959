import { api, type VanityStatus } from '@arena/shared-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const teamVanityQueryKey = (teamId: string) => ['account', 'teams', teamId, 'vanity'] as const;

/** GET /v1/teams/{id}/vanity (owner, admin): the invite link and whether it is on. */
export async function getTeamVanity(teamId: string): Promise<VanityStatus> {
  const { data } = await api.get<{ data: VanityStatus }>(`/v1/teams/${encodeURIComponent(teamId)}/vanity`);
  return data;
}

export const teamVanityQuery = (teamId: string) =>
  queryOptions({ queryKey: teamVanityQueryKey(teamId), queryFn: () => getTeamVanity(teamId) });

export function useTeamVanity(teamId: string) {
  return useQuery(teamVanityQuery(teamId));
}
