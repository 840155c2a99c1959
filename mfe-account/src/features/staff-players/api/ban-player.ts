import type { BannedPlayer, BanPlayerBody } from '@arena/contract';
import { apiCall } from '@arena/shared-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moderatedPlayerKey } from './get-moderated-player';
import { moderatedPlayersKey } from './get-moderated-players';
import { playerRecordKey } from './get-player-record';

/** POST /v1/admin/players/{id}/ban (support and admins; audited): the player is banned from their next request. */
export async function banPlayer(input: { playerId: string; body: BanPlayerBody }): Promise<BannedPlayer> {
  return apiCall('POST /v1/admin/players/:id/ban', { params: { id: input.playerId }, body: input.body });
}

/**
 * Bans a player: their page shows the ban as the API answers it; the search lists and their record (the audit row,
 * withdrawn registrations) are read again.
 */
export function useBanPlayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: banPlayer,
    onSuccess: (banned, { playerId }) => {
      queryClient.setQueryData(moderatedPlayerKey(playerId), banned.data);
      void queryClient.invalidateQueries({ queryKey: [...moderatedPlayersKey, 'list'] });
      void queryClient.invalidateQueries({ queryKey: playerRecordKey(playerId) });
    },
  });
}
