import { connectSocket, RECONNECT_POLICIES, type SupportTicket } from '@arena/shared-kit';
import type { ChatSocket } from '../../../components/chat/chat-socket';

export const SUPPORT_CHAT_NAMESPACE = '/support-chat' as const;

/**
 * Opens the `/support-chat` socket for a ticket: the server takes the user from the session token in the
 * handshake, checks they may read the ticket, then sends `history` and each new `message`. Reconnects by the kit's
 * backoff (first retry within 1 s; P1 §4's 5 s read as the longest first wait) while it is open.
 */
export function openSupportSocket(
  ticket: Pick<SupportTicket, 'ticketId' | 'channelId'>,
): Promise<ChatSocket<typeof SUPPORT_CHAT_NAMESPACE>> {
  return connectSocket(
    SUPPORT_CHAT_NAMESPACE,
    { ticket_id: ticket.ticketId, channel_id: ticket.channelId },
    RECONNECT_POLICIES.supportChat,
  );
}
