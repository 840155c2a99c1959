import {
  connectSocket,
  RECONNECT_POLICIES,
  type ChannelEvents,
  type MatchResultEvent,
} from '@arena/shared-kit';
import { useEffect, useRef } from 'react';
import { isOwnMatchEvent, MATCH_RESULT_EVENTS } from '../utils/tournament-channel';

/** The tournament channel's namespace on the API (P1 §7, query `tournament_id`). */
export const TOURNAMENT_CHANNEL = '/tournament' as const;

/** The events of the tournament channel (the contract's). */
export type TournamentEventName = keyof ChannelEvents<typeof TOURNAMENT_CHANNEL>;

/**
 * Listens on the tournament channel while mounted: the token goes in the handshake, the socket reconnects with
 * the kit's backoff (first retry within 1 s, doubling, jittered), up to 5 attempts (P1 §4), and `onOwnEvent` runs for the named events (by default
 * MATCH_RESULT_UPDATED, MATCH_RESULT and MATCH_COMPLETED) whose `targetUserId` is the signed-in user, with the
 * event's name; others are ignored. `onReconnect` runs each time the socket is back after losing its connection.
 *
 * @example useTournamentChannel(id, userId, (event, name) => ..., ['MATCH_FOUND', 'QUEUE_STATUS'])
 */
export function useTournamentChannel<Event = MatchResultEvent>(
  tournamentId: string,
  userId: string | null,
  onOwnEvent: (event: Event, name: string) => void,
  eventNames: readonly TournamentEventName[] = MATCH_RESULT_EVENTS,
  onReconnect?: () => void,
): void {
  const handler = useRef(onOwnEvent);
  handler.current = onOwnEvent;
  const reconnected = useRef(onReconnect);
  reconnected.current = onReconnect;
  const names = eventNames.join(' ');

  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    let close: (() => void) | null = null;
    void connectSocket(TOURNAMENT_CHANNEL, { tournament_id: tournamentId }, RECONNECT_POLICIES.tournament)
      .then((socket) => {
        if (cancelled) {
          socket.disconnect();
          return;
        }
        for (const name of names.split(' ') as TournamentEventName[]) {
          socket.on(name, (payload: unknown) => {
            if (isOwnMatchEvent(payload, userId, tournamentId)) handler.current(payload as Event, name);
          });
        }
        // Events sent while the socket was away (an instance restarting, a network change) are not replayed:
        // `onReconnect` reads again what they would have changed.
        socket.io.on('reconnect', () => reconnected.current?.());
        close = () => socket.disconnect();
      })
      .catch((error: unknown) => console.error('[tournaments] tournament channel failed to open', error));
    return () => {
      cancelled = true;
      close?.();
    };
  }, [tournamentId, userId, names]);
}
