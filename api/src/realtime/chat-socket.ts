import type { z } from 'zod';
import type { Db } from '../db/database.js';
import type { UserRow } from '../db/schema.js';
import { type ApiError, apiError, isApiError } from '../errors.js';
import type { ArenaSocket, RealtimeChannel } from './realtime.js';

/**
 * The chat channels (`/match-chat`, `/support-chat`) are each one `createChatChannel`: joining a room, its
 * history, sending a message, refusals as `chat_error`, a per-socket rate limit. The `/tournament` channel reads
 * its handshake query with `handshakeQuery` too.
 */

/** A handshake query value, or null when missing, empty or longer than 200 characters. */
export function handshakeQuery(socket: ArenaSocket, name: string): string | null {
  const value = socket.handshake.query[name];
  return typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : null;
}

/** The named handshake query values, or null when one of them is missing (as `handshakeQuery` reads them). */
function requiredQuery<Name extends string>(
  socket: ArenaSocket,
  names: readonly Name[],
): Record<Name, string> | null {
  const query = {} as Record<Name, string>;
  for (const name of names) {
    const value = handshakeQuery(socket, name);
    if (!value) return null;
    query[name] = value;
  }
  return query;
}

/** The payload of `chat_error`. */
export interface ChatFailure {
  code: number;
  message: string;
}

/** What the acknowledgement of a client message receives. */
export type ChatAnswer = { ok: true; id: string } | ({ ok: false } & ChatFailure);

function chatFailure(error: ApiError): ChatFailure {
  return { code: error.code, message: error.message };
}

/** Tells a socket why it may not join (`chat_error`) and disconnects it. */
function refuseSocket(socket: ArenaSocket, error: ApiError): void {
  socket.emit('chat_error', chatFailure(error));
  socket.disconnect(true);
}

/** The answers to one client message: `reply` acknowledges, `reject` sends `chat_error` and a failed ack. */
function chatReplies(socket: ArenaSocket, ack: unknown) {
  const reply = typeof ack === 'function' ? (ack as (answer: ChatAnswer) => void) : () => undefined;
  const reject = (error: ApiError) => {
    socket.emit('chat_error', chatFailure(error));
    reply({ ok: false, ...chatFailure(error) });
  };
  return { reply, reject };
}

/** At most `limit` messages per socket in any window of `windowMs`; `take()` gives the 429 error when over. */
function messageRateLimit(limit = 10, windowMs = 10_000) {
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

/** What sets one chat channel apart: its namespace, how a socket finds its room, its events and its messages. */
export interface ChatChannelOptions<QueryName extends string, Room, Message> {
  namespace: string;
  db: Db;
  /** The handshake query values a socket must send, and the refusal's message when one is missing. */
  requiredQuery: readonly QueryName[];
  missingQueryMessage: string;
  /** The room the user asks to join; throws the ApiError to refuse the socket with when they may not. */
  findRoom: (
    user: Pick<UserRow, 'id' | 'role'>,
    query: Record<QueryName, string>,
    socket: ArenaSocket,
  ) => Promise<Room>;
  /** The socket.io room of a chat room, where the service sends new messages. */
  socketRoom: (room: Room) => string;
  /** The event that brings the history on joining, and the history. */
  historyEvent: string;
  history: (room: Room) => Promise<unknown>;
  /** The event a client sends a message with, and what it may send (the first issue is the refusal). */
  messageEvent: string;
  clientMessage: z.ZodType<Message>;
  /** Stores a message and sends it to the room (the service does both); gives the message's id. */
  postMessage: (room: Room, authorUserId: string, message: Message) => Promise<string>;
}

/**
 * A chat channel: a signed-in socket joins the room `findRoom` gives it (a socket that may not join gets
 * `chat_error` `{code, message}` and is disconnected) and receives the history, then each new message. A client
 * message is validated, rate limited (10 per socket in 10 s) and stored with the socket's user as author; the
 * acknowledgement (when the client asked for one) gets `{ok: true, id}`, or the refusal that also comes back as
 * `chat_error`.
 */
export function createChatChannel<QueryName extends string, Room, Message>(
  options: ChatChannelOptions<QueryName, Room, Message>,
): RealtimeChannel {
  const { db } = options;
  return {
    namespace: options.namespace,
    requiresUser: true,
    async onConnection(socket) {
      const refuse = (error: ApiError) => refuseSocket(socket, error);
      const userId = socket.data.userId;
      const query = requiredQuery(socket, options.requiredQuery);
      if (!userId || !query) return refuse(apiError('validation', { message: options.missingQueryMessage }));

      const user = await db
        .selectFrom('users')
        .select(['id', 'role'])
        .where('id', '=', userId)
        .executeTakeFirst();
      if (!user) return refuse(apiError('tokenInvalid'));
      let room: Room;
      try {
        room = await options.findRoom(user, query, socket);
      } catch (error) {
        if (isApiError(error)) return refuse(error);
        throw error;
      }

      const rateLimit = messageRateLimit();
      socket.on(options.messageEvent, async (payload: unknown, ack?: unknown) => {
        const { reply, reject } = chatReplies(socket, ack);
        const parsed = options.clientMessage.safeParse(payload);
        if (!parsed.success) {
          return reject(
            apiError('validation', { message: parsed.error.issues[0]?.message ?? 'Invalid message' }),
          );
        }
        const overLimit = rateLimit.take();
        if (overLimit) return reject(overLimit);
        try {
          // The author is re-read each time so a ban takes effect in an open chat too.
          const author = await db
            .selectFrom('users')
            .select(['id', 'banned_at', 'deactivated_at'])
            .where('id', '=', userId)
            .executeTakeFirst();
          if (!author || author.banned_at || author.deactivated_at) {
            reject(apiError(author?.banned_at ? 'banned' : 'tokenInvalid'));
            socket.disconnect(true);
            return;
          }
          reply({ ok: true, id: await options.postMessage(room, userId, parsed.data) });
        } catch (error) {
          if (isApiError(error)) return reject(error);
          reject(apiError('internal'));
        }
      });

      await socket.join(options.socketRoom(room));
      socket.emit(options.historyEvent, await options.history(room));
    },
  };
}
