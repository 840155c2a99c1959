import { z } from 'zod';
import { createChatChannel, handshakeQuery } from '../../realtime/chat-socket.js';
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
 * `/support-chat` (query `ticket_id`, `channel_id`), a chat channel (`createChatChannel`): a signed-in socket
 * joins the room of a ticket it may see — its owner's or, for platform admins, any — and receives `history`
 * (oldest first), then `message` for each new one. A client sends `message`; refusals come back as `chat_error`
 * `{code, message}`.
 */
export function createSupportChannel(context: SupportContext): RealtimeChannel {
  return createChatChannel({
    namespace: SUPPORT_NAMESPACE,
    db: context.db,
    requiredQuery: ['ticket_id'],
    missingQueryMessage: 'ticket_id is required',
    findRoom: (user, query, socket) =>
      ticketForJoin(context.db, user, query.ticket_id, handshakeQuery(socket, 'channel_id')),
    socketRoom: (ticket) => ticketRoom(ticket.id),
    historyEvent: 'history',
    history: (ticket) => ticketHistory(context, ticket.id),
    messageEvent: 'message',
    clientMessage,
    postMessage: async (ticket, userId, message) =>
      (await postMessage(context, ticket.id, userId, message)).id,
  });
}
