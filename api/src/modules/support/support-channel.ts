import { supportChatChannel } from '@arena/contract';
import { createChatChannel, handshakeQuery } from '../../realtime/chat-socket.js';
import type { RealtimeChannel } from '../../realtime/realtime.js';
import {
  postMessage,
  SUPPORT_NAMESPACE,
  type SupportContext,
  ticketForJoin,
  ticketHistory,
  ticketRoom,
} from './support-service.js';

/**
 * `/support-chat` (query `ticket_id`, `channel_id`), a chat channel (`createChatChannel`): a signed-in socket
 * joins the room of a ticket it may see — its owner's or, for platform admins, any — and receives `history`
 * (oldest first), then `message` for each new one. A client sends `message` (the contract's `supportMessageInput`:
 * only the content is used; the author and the time are the server's); refusals come back as `chat_error`
 * `{code, message}`.
 */
export function createSupportChannel(context: SupportContext): RealtimeChannel<typeof SUPPORT_NAMESPACE> {
  return createChatChannel({
    namespace: SUPPORT_NAMESPACE,
    db: context.db,
    requiredQuery: ['ticket_id'],
    missingQueryMessage: 'ticket_id is required',
    findRoom: (user, query, socket) =>
      ticketForJoin(context.db, user, query.ticket_id, handshakeQuery(socket, 'channel_id')),
    socketRoom: (ticket) => ticketRoom(ticket.id),
    sendHistory: async (socket, ticket) => {
      socket.emit('history', await ticketHistory(context, ticket.id));
    },
    messageEvent: 'message',
    clientMessage: supportChatChannel.clientEvents.message.payload,
    postMessage: async (ticket, userId, message) =>
      (await postMessage(context, ticket.id, userId, message)).id,
  });
}
