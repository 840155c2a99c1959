import { matchChatChannel } from '@arena/contract';
import { createChatChannel } from '../../realtime/chat-socket.js';
import type { RealtimeChannel } from '../../realtime/realtime.js';
import {
  chatRoom,
  MATCH_CHAT_NAMESPACE,
  type MatchChatContext,
  postChatMessage,
  roomForUser,
  roomHistory,
} from './match-chat-service.js';

/**
 * `/match-chat` (query `match_id`, `match_type`; `user_id` is ignored, the user is the token's), a chat channel
 * (`createChatChannel`): a signed-in socket joins the room of a match it may see — one of its players, or a
 * platform admin — and receives `CHAT_HISTORY` (the last 100, oldest first), then `CHAT_MESSAGE` for each new one.
 * A client sends `CHAT_MESSAGE` (the contract's `chatMessageInput`: only the type, the text and the image URL are
 * used; the author, the admin flag and the time are the server's); refusals come back as `chat_error`
 * `{code, message}`.
 */
export function createMatchChatChannel(
  context: MatchChatContext,
): RealtimeChannel<typeof MATCH_CHAT_NAMESPACE> {
  return createChatChannel({
    namespace: MATCH_CHAT_NAMESPACE,
    db: context.db,
    requiredQuery: ['match_id', 'match_type'],
    missingQueryMessage: 'match_id and match_type are required',
    findRoom: (user, query) => roomForUser(context.db, user, query.match_type, query.match_id),
    socketRoom: (room) => chatRoom(room.key),
    sendHistory: async (socket, room) => {
      socket.emit('CHAT_HISTORY', await roomHistory(context, room));
    },
    messageEvent: 'CHAT_MESSAGE',
    clientMessage: matchChatChannel.clientEvents.CHAT_MESSAGE.payload,
    postMessage: async (room, userId, message) => (await postChatMessage(context, room, userId, message))._id,
  });
}
