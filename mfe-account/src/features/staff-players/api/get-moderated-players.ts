import type { ModeratedPlayersPage, ModeratedPlayersQuery } from '@arena/contract';
import { apiCall } from '@arena/shared-kit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** The moderation queries' key: a ban or unban refreshes every one of them. */
export const moderatedPlayersKey = ['account', 'staff', 'players'] as const;

/** GET /v1/admin/players (support and admins): a page of players found by Riot ID or id, with their ban in force. */
export async function getModeratedPlayers(
  query: ModeratedPlayersQuery,
  signal?: AbortSignal,
): Promise<ModeratedPlayersPage> {
  return apiCall('GET /v1/admin/players', { query, signal });
}

/** The page of players the search asks for; the previous page stays shown while the next one loads. */
export function useModeratedPlayers(query: ModeratedPlayersQuery) {
  return useQuery({
    queryKey: [...moderatedPlayersKey, 'list', query],
    queryFn: ({ signal }) => getModeratedPlayers(query, signal),
    placeholderData: keepPreviousData,
  });
}
