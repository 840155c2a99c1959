import type { PlayerProfile } from '@arena/contract';
import { apiCall, isApiError } from '@arena/shared-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const playerProfileQueryKey = (gameName: string, tagLine: string) =>
  ['account', 'player-page', gameName.toLowerCase(), tagLine.toLowerCase()] as const;

/** GET /v1/players/{gameName}/{tagLine} (public): what the player's visibility allows; 404 when there is no page. */
export async function getPlayerProfile(gameName: string, tagLine: string): Promise<PlayerProfile> {
  const { data } = await apiCall('GET /v1/players/:gameName/:tagLine', { params: { gameName, tagLine } });
  return data;
}

export function usePlayerProfile(gameName: string, tagLine: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: playerProfileQueryKey(gameName, tagLine),
      queryFn: () => getPlayerProfile(gameName, tagLine),
      enabled,
      retry: (failures, error) =>
        failures < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
    }),
  );
}
