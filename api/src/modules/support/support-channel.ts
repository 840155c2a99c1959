import { z } from 'zod';
import { type ApiError, apiError, isApiError } from '../../errors.js';
import { chatReplies, handshakeQuery, messageRateLimit, refuseSocket } from '../../realtime/chat-socket.js';
import type { RealtimeChannel } from '../../realtime/realtime.js';
import {
  MESSAGE_MAX,
  postMessage,
  SUPPORT_NAMESPACE,
  type SupportContext,
  ticketForJoin,
  ticketHistory,
  ticketRoom,
} from './support-service.js';

/** What a client sends as `message`; only the content is used (author and time are the server's). */
const clientMessage = z.object({
  content: z
    .string()
    .trim()
    .min(1, 'Message is required')
    .max(MESSAGE_MAX, `Message must be at most ${MESSAGE_MAX} characters`),
});

/**
 * `/support-chat` (query `ticket_id`, `channel_id`): a signed-in socket joins the room of a ticket it may see —
 * its owner's or, for platform admins, any — and receives `history` (oldest first), then `message` for each new
 * one. A client `message` is stored with the socket's user as author; refusals come back as `chat_error`
 * `{code, message}` (and through the acknowledgement when the client asked for one). A socket that may not join
 * gets `chat_error` and is disconnected.
 */
export function createSupportChannel(context: SupportContext): RealtimeChannel {
  return {
    namespace: SUPPORT_NAMESPACE,
    requiresUser: true,
    async onConnection(socket) {
      const refuse = (error: ApiError) => refuseSocket(socket, error);
      const userId = socket.data.userId;
      const ticketId = handshakeQuery(socket, 'ticket_id');
      if (!userId || !ticketId) return refuse(apiError('validation', { message: 'ticket_id is required' }));

      const user = await context.db
        .selectFrom('users')
        .select(['id', 'role'])
        .where('id', '=', userId)
        .executeTakeFirst();
      if (!user) return refuse(apiError('tokenInvalid'));
      let ticket;
      try {
        ticket = await ticketForJoin(context.db, user, ticketId, handshakeQuery(socket, 'channel_id'));
      } catch (error) {
        if (isApiError(error)) return refuse(error);
        throw error;
      }

      const rateLimit = messageRateLimit();
      socket.on('message', async (payload: unknown, ack?: unknown) => {
        const { reply, reject } = chatReplies(socket, ack);
        const parsed = clientMessage.safeParse(payload);
        if (!parsed.success) {
          return reject(
            apiError('validation', { message: parsed.error.issues[0]?.message ?? 'Invalid message' }),
          );
        }
        const overLimit = rateLimit.take();
        if (overLimit) return reject(overLimit);
        try {
          // The author is re-read each time so a ban takes effect in an open chat too.
          const author = await context.db
            .selectFrom('users')
            .select(['id', 'banned_at', 'deactivated_at'])
            .where('id', '=', userId)
            .executeTakeFirst();
          if (!author || author.banned_at || author.deactivated_at) {
            reject(apiError(author?.banned_at ? 'banned' : 'tokenInvalid'));
            socket.disconnect(true);
            return;
          }
          const message = await postMessage(context, ticket.id, userId, { content: parsed.data.content });
          reply({ ok: true, id: message.id });
        } catch (error) {
          if (isApiError(error)) return reject(error);
          reject(apiError('internal'));
        }
      });

      await socket.join(ticketRoom(ticket.id));
      socket.emit('history', await ticketHistory(context, ticket.id));
    },
  };
}
