import { connectSocket, RECONNECT_POLICIES, type ChatMatchType } from '@arena/shared-kit';
import type { ChatSocket } from '../../../components/chat/chat-socket';

export const MATCH_CHAT_SOCKET_NAMESPACE = '/match-chat' as const;

/**
 * Opens the `/match-chat` socket of a match (P1 §7: query match_id, user_id, match_type). The server takes the
 * user from the session token in the handshake (`user_id` is informative only), checks they play the match or
 * are an admin, then sends `CHAT_HISTORY` and each `CHAT_MESSAGE`. Reconnects by the kit's backoff (first retry
 * within 1 s; P1 §4's 3 s read as the longest first wait).
 */
export function openMatchChatSocket(query: {
  matchId: string;
  matchType: ChatMatchType;
  userId: string;
}): Promise<ChatSocket<typeof MATCH_CHAT_SOCKET_NAMESPACE>> {
  return connectSocket(
    MATCH_CHAT_SOCKET_NAMESPACE,
    { match_id: query.matchId, match_type: query.matchType, user_id: query.userId },
    RECONNECT_POLICIES.matchChat,
  );
}
