import { z } from 'zod';
import { createChatChannel } from '../../realtime/chat-socket.js';
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
 * `/match-chat` (query `match_id`, `match_type`; `user_id` is ignored, the user is the token's), a chat channel
 * (`createChatChannel`): a signed-in socket joins the room of a match it may see — one of its players, or a
 * platform admin — and receives `CHAT_HISTORY` (the last 100, oldest first), then `CHAT_MESSAGE` for each new one.
 * A client sends `CHAT_MESSAGE`; refusals come back as `chat_error` `{code, message}`.
 */
export function createMatchChatChannel(context: MatchChatContext): RealtimeChannel {
  return createChatChannel({
    namespace: MATCH_CHAT_NAMESPACE,
    db: context.db,
    requiredQuery: ['match_id', 'match_type'],
    missingQueryMessage: 'match_id and match_type are required',
    findRoom: (user, query) => roomForUser(context.db, user, query.match_type, query.match_id),
    socketRoom: (room) => chatRoom(room.key),
    historyEvent: 'CHAT_HISTORY',
    history: (room) => roomHistory(context, room),
    messageEvent: 'CHAT_MESSAGE',
    clientMessage,
    postMessage: async (room, userId, message) => (await postChatMessage(context, room, userId, message))._id,
  });
}
