import { tournamentChannel } from '@arena/contract';
import { isUuid } from '../../auth/authenticate.js';
import type { AppContext } from '../../context.js';
import { isPublicTournament } from '../../db/tournament-visibility.js';
import { apiError } from '../../errors.js';
import { handshakeQuery } from '../../realtime/chat-socket.js';
import type { Realtime, RealtimeChannel, ServerEvent, ServerEventPayload } from '../../realtime/realtime.js';

export const TOURNAMENT_NAMESPACE = tournamentChannel.namespace;

/** The room of one user's sockets on one tournament's channel. */
export function tournamentUserRoom(tournamentId: string, userId: string): string {
  return `tournament:${tournamentId}:user:${userId}`;
}

/**
 * Sends an event to the sockets a user has open on a tournament's channel (and nobody else's). The payload
 * carries `targetUserId`, which clients check too (P1 §4).
 */
export function emitToTournamentUser<E extends ServerEvent<typeof TOURNAMENT_NAMESPACE>>(
  realtime: Realtime,
  tournamentId: string,
  userId: string,
  event: E,
  payload: ServerEventPayload<typeof TOURNAMENT_NAMESPACE, E>,
): void {
  realtime.emitToRoom(TOURNAMENT_NAMESPACE, tournamentUserRoom(tournamentId, userId), event, payload);
}

/**
 * `/tournament` (query `tournament_id`, P1 §7): a signed-in socket joins its own room of that tournament and
 * receives the events of its own matches (MATCH_RESULT_UPDATED, MATCH_RESULT, MATCH_COMPLETED, and matchmaking's
 * MATCH_FOUND and QUEUE_STATUS). The user comes from the handshake token; an unknown tournament gets
 * `tournament_error` `{code, message}` and a disconnect (logged with its reason). Clients send nothing.
 */
export function createTournamentChannel(
  context: Pick<AppContext, 'db'>,
): RealtimeChannel<typeof TOURNAMENT_NAMESPACE> {
  return {
    namespace: TOURNAMENT_NAMESPACE,
    requiresUser: true,
    async onConnection(socket, _namespace, log) {
      const userId = socket.data.userId;
      const tournamentId = handshakeQuery(socket, 'tournament_id');
      const tournament =
        tournamentId && isUuid(tournamentId)
          ? await context.db
              .selectFrom('tournaments')
              .select('id')
              .where('id', '=', tournamentId)
              .where(isPublicTournament)
              .executeTakeFirst()
          : undefined;
      if (!userId || !tournament) {
        const error = tournamentId
          ? apiError('tournamentNotFound')
          : apiError('validation', {
              message: 'tournament_id is required',
            });
        log.warn(
          {
            namespace: TOURNAMENT_NAMESPACE,
            userId,
            socketId: socket.id,
            reason: error.message,
            code: error.code,
          },
          'socket connection refused',
        );
        socket.emit('tournament_error', { code: error.code, message: error.message });
        socket.disconnect(true);
        return;
      }
      await socket.join(tournamentUserRoom(tournament.id, userId));
    },
  };
}
