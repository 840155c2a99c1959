import type { ModeratedPlayerDetail, UnbanPlayerBody } from '@arena/contract';
import { apiCall } from '@arena/shared-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moderatedPlayerKey } from './get-moderated-player';
import { moderatedPlayersKey } from './get-moderated-players';
import { playerRecordKey } from './get-player-record';

/** POST /v1/admin/players/{id}/unban (support and admins; audited): lifts the player's ban now. */
export async function unbanPlayer(input: {
  playerId: string;
  body: UnbanPlayerBody;
}): Promise<ModeratedPlayerDetail> {
  return (
    await apiCall('POST /v1/admin/players/:id/unban', { params: { id: input.playerId }, body: input.body })
  ).data;
}

/** Lifts a ban: the player's page shows it lifted; the search lists and their record (its audit) are read again. */
export function useUnbanPlayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unbanPlayer,
    onSuccess: (player, { playerId }) => {
      queryClient.setQueryData(moderatedPlayerKey(playerId), player);
      void queryClient.invalidateQueries({ queryKey: [...moderatedPlayersKey, 'list'] });
      void queryClient.invalidateQueries({ queryKey: playerRecordKey(playerId) });
    },
  });
}
