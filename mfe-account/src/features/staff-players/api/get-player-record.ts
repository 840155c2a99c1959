import type { PlayerRecord } from '@arena/contract';
import { apiCall } from '@arena/shared-kit';
import { useQuery } from '@tanstack/react-query';
import { moderatedPlayerKey } from './get-moderated-player';

/** One player's record query key (under the player's, so what refreshes the player refreshes it too). */
export const playerRecordKey = (playerId: string) => [...moderatedPlayerKey(playerId), 'record'] as const;

/**
 * GET /v1/admin/players/{id}/record (support and admins): the newest registrations, matches, tickets, payouts,
 * payout methods and reward codes (masked), ledger rows, linked accounts and audit rows of a player.
 */
export async function getPlayerRecord(playerId: string, signal?: AbortSignal): Promise<PlayerRecord> {
  return (await apiCall('GET /v1/admin/players/:id/record', { params: { id: playerId }, signal })).data;
}

/** The record of the player of `/staff/players/{id}`, loaded apart: the ban controls never wait for it. */
export function usePlayerRecord(playerId: string) {
  return useQuery({
    queryKey: playerRecordKey(playerId),
    queryFn: ({ signal }) => getPlayerRecord(playerId, signal),
  });
}
