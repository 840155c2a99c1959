import { z } from 'zod';
import { type ApiError, apiError, isApiError } from '../../errors.js';
import { chatReplies, handshakeQuery, messageRateLimit, refuseSocket } from '../../realtime/chat-socket.js';
import type { RealtimeChannel } from '../../realtime/realtime.js';
import {
  chatRoom,
  MATCH_CHAT_NAMESPACE,
  type MatchChatContext,
  MESSAGE_MAX,
  postChatMessage,
  roomForUser,
  roomHistory,
} from './match-chat-service.js';

/**
 * What a client sends as `CHAT_MESSAGE`. Only the type, the text and the image URL are used: the author, the
 * admin flag and the time are the server's (P1 §7 lists userId, username, isAdmin and timestamp too; they are
 * ignored).
 */
const clientMessage = z.discriminatedUnion('messageType', [
  z.object({
    messageType: z.literal('text'),
    content: z
      .string()
      .trim()
      .min(1, 'Message is required')
      .max(MESSAGE_MAX, `Message must be at most ${MESSAGE_MAX} characters`),
  }),
  z.object({
    messageType: z.literal('image'),
    content: z
      .string()
      .trim()
      .max(MESSAGE_MAX, `Message must be at most ${MESSAGE_MAX} characters`)
      .nullish()
      .transform((value) => value ?? ''),
    imageUrl: z.string().min(1, 'imageUrl is required').max(500),
  }),
]);

/**
 * `/match-chat` (query `match_id`, `match_type`; `user_id` is ignored, the user is the token's): a signed-in
 * socket joins the room of a match it may see — one of its players, or a platform admin — and receives
 * `CHAT_HISTORY` (the last 100, oldest first), then `CHAT_MESSAGE` for each new one. A client `CHAT_MESSAGE` is
 * stored with the socket's user as author; refusals come back as `chat_error` `{code, message}` (and through
 * the acknowledgement when the client asked for one). A socket that may not join gets `chat_error` and is
 * disconnected.
 */
export function createMatchChatChannel(context: MatchChatContext): RealtimeChannel {
  return {
    namespace: MATCH_CHAT_NAMESPACE,
    requiresUser: true,
    async onConnection(socket) {
      const refuse = (error: ApiError) => refuseSocket(socket, error);
      const userId = socket.data.userId;
      const matchId = handshakeQuery(socket, 'match_id');
      const matchType = handshakeQuery(socket, 'match_type');
      if (!userId || !matchId || !matchType) {
        return refuse(apiError('validation', { message: 'match_id and match_type are required' }));
      }
      const user = await context.db
        .selectFrom('users')
        .select(['id', 'role'])
        .where('id', '=', userId)
        .executeTakeFirst();
      if (!user) return refuse(apiError('tokenInvalid'));
      let room;
      try {
        room = await roomForUser(context.db, user, matchType, matchId);
      } catch (error) {
        if (isApiError(error)) return refuse(error);
        throw error;
      }

      const rateLimit = messageRateLimit();
      socket.on('CHAT_MESSAGE', async (payload: unknown, ack?: unknown) => {
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
          const message = await postChatMessage(context, room, userId, parsed.data);
          reply({ ok: true, id: message._id });
        } catch (error) {
          if (isApiError(error)) return reject(error);
          reject(apiError('internal'));
        }
      });

      await socket.join(chatRoom(room.key));
      socket.emit('CHAT_HISTORY', await roomHistory(context, room));
    },
  };
}
