import { NUL_MESSAGE, socketQueryValue, type ChatAnswer, type ChatFailure } from '@arena/contract';
import type { Socket } from 'socket.io';
import type { z } from 'zod';
import { type StaffHolder, staffRolesOf } from '../auth/roles.js';
import type { Db } from '../db/database.js';
import { type ApiError, apiError, isApiError } from '../errors.js';
import { fieldsWithNul } from '../http/nul-guard.js';
import type { ArenaNamespace, ArenaSocket, ChannelServices, RealtimeChannel, SocketLog } from './realtime.js';

export type { ChatAnswer, ChatFailure };

/**
 * The chat channels (`/match-chat`, `/support-chat`) are each one `createChatChannel`: joining a room, its
 * history, sending a message, refusals as `chat_error`, a per-player rate limit. The `/tournament` channel reads
 * its handshake query with `handshakeQuery` too.
 */

/** The namespaces of the chat channels. */
export type ChatNamespace = '/match-chat' | '/support-chat';

/** A handshake query value, or null when missing, empty, longer than 200 characters or holding a NUL. */
export function handshakeQuery(socket: Pick<Socket, 'handshake'>, name: string): string | null {
  const parsed = socketQueryValue.safeParse(socket.handshake.query[name]);
  return parsed.success ? parsed.data : null;
}

/** The named handshake query values, or null when one of them is missing (as `handshakeQuery` reads them). */
function requiredQuery<Name extends string>(
  socket: Pick<Socket, 'handshake'>,
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

/** The room `findRoom` gives, or the refusal it throws (any other failure is thrown on). */
async function stillAllowed<Room>(findRoom: () => Promise<Room>): Promise<Room | ApiError> {
  try {
    return await findRoom();
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
}

function chatFailure(error: ApiError): ChatFailure {
  return { code: error.code, message: error.message };
}

/**
 * What both chat channels send whatever their own events: `chat_error`. The contract declares it on each; this
 * view lets the shared code below emit it without knowing which channel it serves.
 */
type ChatErrorSocket = Pick<Socket, 'disconnect'> & {
  emit(event: 'chat_error', failure: ChatFailure): boolean;
};

/**
 * Why a client message is refused: the fields holding a NUL character (named, as HTTP answers name them), else the
 * first issue of the contract's schema.
 */
function invalidMessage(payload: unknown, error: z.ZodError): ApiError {
  const withNul = fieldsWithNul(payload, 'message');
  if (withNul.length > 0) {
    return apiError('validation', {
      message: `${withNul.join(', ')} ${NUL_MESSAGE}`,
      details: { fields: Object.fromEntries(withNul.map((field) => [field, NUL_MESSAGE])) },
    });
  }
  return apiError('validation', { message: error.issues[0]?.message ?? 'Invalid message' });
}

/** What sets one chat channel apart: its namespace, how a socket finds its room, its events and its messages. */
export interface ChatChannelOptions<N extends ChatNamespace, QueryName extends string, Room, Message> {
  namespace: N;
  db: Db;
  /** The handshake query values a socket must send, and the refusal's message when one is missing. */
  requiredQuery: readonly QueryName[];
  missingQueryMessage: string;
  /**
   * The room the user asks to join; throws the ApiError to refuse the socket with when they may not. Asked again
   * before each message, with the user's staff roles as they are then.
   */
  findRoom: (
    user: { id: string } & StaffHolder,
    query: Record<QueryName, string>,
    socket: ArenaSocket<N>,
  ) => Promise<Room>;
  /** The socket.io room of a chat room, where the service sends new messages. */
  socketRoom: (room: Room) => string;
  /** Sends the room's history to a socket that has just joined. */
  sendHistory: (socket: ArenaSocket<N>, room: Room) => Promise<void>;
  /** The event a client sends a message with, and the contract's schema of what it may send. */
  messageEvent: string;
  clientMessage: z.ZodType<Message>;
  /** Stores a message and sends it to the room (the service does both); gives the message's id. */
  postMessage: (room: Room, authorUserId: string, message: Message) => Promise<string>;
}

/**
 * A chat channel: a signed-in socket joins the room `findRoom` gives it (a socket that may not join gets
 * `chat_error` `{code, message}` and is disconnected) and receives the history, then each new message. A client
 * message is checked against the contract (a NUL character or a bad shape is refused before any query), rate
 * limited (10 per player in any 10 s on this namespace, whatever the number of sockets or reconnections, counted
 * by `services.messageLimit`, in Redis across instances when `REDIS_URL` is set) and stored with the socket's user as author; the acknowledgement (when the
 * client asked for one) gets `{ok: true, id}`, or the refusal that also comes back as `chat_error`. Every refusal
 * and failure is logged with its reason (never the message's content).
 */
export function createChatChannel<N extends ChatNamespace, QueryName extends string, Room, Message>(
  options: ChatChannelOptions<N, QueryName, Room, Message>,
): RealtimeChannel<N> {
  const { db, namespace, messageEvent: event } = options;
  return {
    namespace,
    requiresUser: true,
    async onConnection(
      socket: ArenaSocket<N>,
      _namespace: ArenaNamespace<N>,
      log: SocketLog,
      services: ChannelServices,
    ) {
      const chat = socket as unknown as ChatErrorSocket;
      const userId = socket.data.userId;
      const refuse = (error: ApiError) => {
        log.warn(
          { namespace, userId, socketId: socket.id, reason: error.message, code: error.code },
          'socket connection refused',
        );
        chat.emit('chat_error', chatFailure(error));
        chat.disconnect(true);
      };
      const query = requiredQuery(socket, options.requiredQuery);
      if (!userId || !query) return refuse(apiError('validation', { message: options.missingQueryMessage }));

      // Keyed by player, not socket: a reconnection or a second tab shares the same count.
      const limitKey = `${namespace}:${userId}`;
      const onMessage = async (payload: unknown, ack?: unknown) => {
        const reply = typeof ack === 'function' ? (ack as (answer: ChatAnswer) => void) : () => undefined;
        const reject = (error: ApiError, failure?: unknown) => {
          log.warn(
            {
              namespace,
              event,
              userId,
              socketId: socket.id,
              reason: error.message,
              code: error.code,
              ...(failure ? { err: failure } : {}),
            },
            'socket message refused',
          );
          chat.emit('chat_error', chatFailure(error));
          reply({ ok: false, ...chatFailure(error) });
        };

        const parsed = options.clientMessage.safeParse(payload);
        if (!parsed.success) return reject(invalidMessage(payload, parsed.error));
        if (!(await services.messageLimit.take(limitKey))) return reject(apiError('rateLimited'));
        try {
          // The author and their access are re-read each time, so a ban, or a staff role revoked since the socket
          // joined, takes effect in an open chat too.
          const author = await db
            .selectFrom('users')
            .select(['id', 'banned_at', 'deactivated_at', staffRolesOf('users.id').as('staff_roles')])
            .where('id', '=', userId)
            .executeTakeFirst();
          if (!author || author.banned_at || author.deactivated_at) {
            reject(apiError(author?.banned_at ? 'banned' : 'tokenInvalid'));
            chat.disconnect(true);
            return;
          }
          const current = await stillAllowed(() => options.findRoom(author, query, socket));
          if (isApiError(current)) {
            reject(current);
            chat.disconnect(true);
            return;
          }
          reply({ ok: true, id: await options.postMessage(current, userId, parsed.data) });
        } catch (error) {
          if (isApiError(error)) return reject(error);
          reject(apiError('internal'), error);
        }
      };
      // The listener is in place before the first query: a client sends what it buffered while reconnecting as soon
      // as it is connected (after an instance's shutdown, say), before this handler has found its room, and an event
      // without a listener would be dropped. Messages wait until the socket has joined its room and had the history;
      // the shutdown waits for them (`track`).
      let settleJoin: (joined: boolean) => void = () => {};
      const joined = new Promise<boolean>((resolve) => {
        settleJoin = resolve;
      });
      // One message after the other, in the order the socket sent them: over a Postgres pool two handled at once
      // could be stored in the other order (their `created_at` is their transaction's start).
      let previous: Promise<unknown> = joined;
      // Incoming payloads are untrusted whatever the contract says a client sends: read as unknown, then parsed.
      (socket as unknown as Socket).on(event, (payload: unknown, ack?: unknown) => {
        const handled = previous.then(() => joined).then((ok) => (ok ? onMessage(payload, ack) : undefined));
        previous = handled.catch(() => {});
        void services.track(handled);
      });

      try {
        const user = await db
          .selectFrom('users')
          .select(['id', staffRolesOf('users.id').as('staff_roles')])
          .where('id', '=', userId)
          .executeTakeFirst();
        if (!user) return refuse(apiError('tokenInvalid'));
        const room = await stillAllowed(() => options.findRoom(user, query, socket));
        if (isApiError(room)) return refuse(room);
        await socket.join(options.socketRoom(room));
        await options.sendHistory(socket, room);
      } finally {
        settleJoin(socket.connected);
      }
    },
  };
}
