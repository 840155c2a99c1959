import type { DuoUpdatedEvent } from '@arena/contract';
import {
  type MatchFoundEvent,
  type MatchmakingResultEvent,
  type MatchmakingStatus,
  type QueueStatusEvent,
} from '@arena/shared-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useTournamentChannel } from '../../../hooks/use-tournament-channel';
import { matchmakingStatusQueryKey } from '../api/get-matchmaking-status';
import { leaderboardQueryKey } from '../api/get-leaderboard';
import { myPositionQueryKey } from '../api/get-my-position';
import { matchResultQueryKey } from '../api/get-match-result';

/** The tournament channel's matchmaking events (P1 §4), each sent to one player's own sockets. */
export const MATCHMAKING_EVENTS = ['MATCH_FOUND', 'QUEUE_STATUS', 'MATCH_RESULT', 'DUO_UPDATED'] as const;

type MatchmakingEvent = MatchFoundEvent | QueueStatusEvent | MatchmakingResultEvent | DuoUpdatedEvent;

/**
 * Keeps the matchmaking status in step with the tournament channel: MATCH_FOUND puts the match in place,
 * QUEUE_STATUS keeps the searching flag the same in every tab, MATCH_RESULT reads the
 * result, the status and the leaderboard again; DUO_UPDATED reads the status again (and `onDuoUpdated` says why); a
 * reconnection reads the status and the player's position again.
 */
export function useMatchmakingChannel(
  tournamentId: string,
  userId: string | null,
  onDuoUpdated?: (event: DuoUpdatedEvent) => void,
): void {
  const queryClient = useQueryClient();
  const statusKey = matchmakingStatusQueryKey(tournamentId);
  const refreshStatus = () => void queryClient.invalidateQueries({ queryKey: statusKey });

  useTournamentChannel<MatchmakingEvent>(
    tournamentId,
    userId,
    (event, name) => {
      if (name === 'MATCH_FOUND' && 'match' in event) {
        queryClient.setQueryData<MatchmakingStatus>(statusKey, (status) =>
          status ? { ...status, status: 'in_match', current_match: event.match } : status,
        );
        refreshStatus();
      } else if (name === 'QUEUE_STATUS' && 'searching' in event) {
        queryClient.setQueryData<MatchmakingStatus>(statusKey, (status) => {
          if (!status || status.status === 'in_match') return status;
          return { ...status, status: event.searching ? 'searching' : 'ready' };
        });
        refreshStatus();
      } else if (name === 'DUO_UPDATED' && 'partnerLeftQueue' in event) {
        // The duo or its invites changed (issue 33): read them again.
        onDuoUpdated?.(event);
        refreshStatus();
      } else if (name === 'MATCH_RESULT' && 'matchId' in event) {
        void queryClient.invalidateQueries({ queryKey: matchResultQueryKey(event.matchId) });
        void queryClient.invalidateQueries({ queryKey: myPositionQueryKey(tournamentId) });
        void queryClient.invalidateQueries({ queryKey: leaderboardQueryKey(tournamentId) });
        refreshStatus();
      }
    },
    MATCHMAKING_EVENTS,
    // Back after losing the connection: a match found or a result given meanwhile came to no socket.
    () => {
      refreshStatus();
      void queryClient.invalidateQueries({ queryKey: myPositionQueryKey(tournamentId) });
    },
  );
}
