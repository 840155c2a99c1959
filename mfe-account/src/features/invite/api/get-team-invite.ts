import { apiCall, isApiError, type TeamInvite } from '@arena/shared-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const teamInviteQueryKey = (vanity: string) => ['account', 'invite', vanity] as const;

/** GET /v1/teams/vanity/{vanity} (public): the team behind an invite link; 404 when unknown or turned off. */
export async function getTeamInvite(vanity: string): Promise<TeamInvite> {
  const { data } = await apiCall('GET /v1/teams/vanity/:vanity', { params: { vanity } });
  return data;
}

export const teamInviteQuery = (vanity: string) =>
  queryOptions({
    queryKey: teamInviteQueryKey(vanity),
    queryFn: () => getTeamInvite(vanity),
    // An unknown or disabled link stays so; only failures without an answer are worth another try.
    retry: (failures, error) =>
      failures < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
  });

export function useTeamInvite(vanity: string) {
  return useQuery(teamInviteQuery(vanity));
}
