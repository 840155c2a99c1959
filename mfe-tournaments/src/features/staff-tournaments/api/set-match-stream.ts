import type { OrganizerMatch } from '@arena/contract';
import { apiCall } from '@arena/shared-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterRunWrite } from './get-organizer-matches';

/** A match's new stream address, or null to remove it. */
export interface MatchStreamInput {
  matchId: number;
  streamUrl: string | null;
}

/**
 * PUT /v1/admin/matches/{id}/stream (organizers and admins, issue 32): a Twitch or YouTube address for the match's
 * players' match box, or null to remove it (audited).
 */
export async function setMatchStream({ matchId, streamUrl }: MatchStreamInput): Promise<OrganizerMatch> {
  const { data } = await apiCall('PUT /v1/admin/matches/:id/stream', {
    params: { id: matchId },
    body: { stream_url: streamUrl },
  });
  return data;
}

export function useSetMatchStream() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMatchStream,
    onSettled: () => refreshAfterRunWrite(queryClient),
  });
}
