import { type ApiError, apiError } from '../errors.js';
import type { ArenaSocket } from './realtime.js';

/**
 * What the chat channels (`/match-chat`, `/support-chat`) share: reading the handshake query, refusing a socket,
 * answering a client message (the `chat_error` event and the optional acknowledgement), and a per-socket rate
 * limit. The `/tournament` channel reads its query the same way.
 */

/** A handshake query value, or null when missing, empty or longer than 200 characters. */
export function handshakeQuery(socket: ArenaSocket, name: string): string | null {
  const value = socket.handshake.query[name];
  return typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : null;
}

export function chatFailure(error: ApiError) {
  return { code: error.code, message: error.message };
}

/** Tells a socket why it may not join (`chat_error`) and disconnects it. */
export function refuseSocket(socket: ArenaSocket, error: ApiError): void {
  socket.emit('chat_error', chatFailure(error));
  socket.disconnect(true);
}

export type ChatAck = (
  answer: { ok: true; id: string } | { ok: false; code: number; message: string },
) => void;

/** The answers to one client message: `reply` acknowledges, `reject` sends `chat_error` and a failed ack. */
export function chatReplies(socket: ArenaSocket, ack: unknown) {
  const reply: ChatAck = typeof ack === 'function' ? (ack as ChatAck) : () => undefined;
  const reject = (error: ApiError) => {
    socket.emit('chat_error', chatFailure(error));
    reply({ ok: false, ...chatFailure(error) });
  };
  return { reply, reject };
}

/** At most `limit` messages per socket in any window of `windowMs`; `take()` gives the 429 error when over. */
export function messageRateLimit(limit = 10, windowMs = 10_000) {
  const sentAt: number[] = [];
  return {
    /** Null when the message may go, else the error to reject it with. */
    take(now = Date.now()): ApiError | null {
      while (sentAt.length > 0 && now - sentAt[0] > windowMs) sentAt.shift();
      if (sentAt.length >= limit) return apiError('rateLimited');
      sentAt.push(now);
      return null;
    },
  };
}
