import type { ModeratedPlayerDetail } from '@arena/contract';
import { apiCall } from '@arena/shared-kit';
import { useQuery } from '@tanstack/react-query';
import { moderatedPlayersKey } from './get-moderated-players';

/** One player's moderation query key. */
export const moderatedPlayerKey = (playerId: string) => [...moderatedPlayersKey, 'detail', playerId] as const;

/** GET /v1/admin/players/{id} (support and admins): the player's basics, team, staff roles and every ban. */
export async function getModeratedPlayer(
  playerId: string,
  signal?: AbortSignal,
): Promise<ModeratedPlayerDetail> {
  return (await apiCall('GET /v1/admin/players/:id', { params: { id: playerId }, signal })).data;
}

/** The player of `/staff/players/{id}`, as moderation shows them. */
export function useModeratedPlayer(playerId: string) {
  return useQuery({
    queryKey: moderatedPlayerKey(playerId),
    queryFn: ({ signal }) => getModeratedPlayer(playerId, signal),
  });
}
