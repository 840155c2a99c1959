import type { TeamPage } from '@arena/contract';
import { apiCall, isApiError } from '@arena/shared-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const teamPageQueryKey = (vanity: string) => ['account', 'team-page', vanity.toLowerCase()] as const;

/** GET /v1/teams/vanity/{vanity}/page (public): the team, its members and its tournaments; 404 when unknown. */
export async function getTeamPage(vanity: string): Promise<TeamPage> {
  const { data } = await apiCall('GET /v1/teams/vanity/:vanity/page', { params: { vanity } });
  return data;
}

export function useTeamPage(vanity: string) {
  return useQuery(
    queryOptions({
      queryKey: teamPageQueryKey(vanity),
      queryFn: () => getTeamPage(vanity),
      retry: (failures, error) =>
        failures < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
    }),
  );
}
