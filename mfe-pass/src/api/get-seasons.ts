import type { RewardSeason } from '@arena/contract';
import { apiCall } from '@arena/shared-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /v1/menapass/seasons (public): the upcoming season first, then the current one, then the ended ones. */
export async function getSeasons(signal?: AbortSignal): Promise<RewardSeason[]> {
  const { data } = await apiCall('GET /v1/menapass/seasons', { signal });
  return data;
}

export const seasonsQueryOptions = queryOptions({
  queryKey: ['pass', 'seasons'],
  queryFn: ({ signal }) => getSeasons(signal),
  staleTime: 60_000,
});

/** The current pass season (its name in both languages and dates); undefined while loading or when it failed. */
export function useCurrentSeason(): RewardSeason | undefined {
  const { data } = useQuery(seasonsQueryOptions);
  return data?.find((season) => season.status === 'current');
}
