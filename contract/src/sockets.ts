import { z } from 'zod';
import { ticketUpdatedEvent } from './bug-reports.js';
import { chatMessage, chatMessageInput } from './match-chat.js';
import { matchWinner } from './matches.js';
import { duoUpdatedEvent, matchFoundEvent, matchmakingResultEvent, queueStatusEvent } from './matchmaking.js';
import { notification } from './notifications.js';
import { locale, text } from './primitives.js';
import { supportMessage, supportMessageInput } from './support.js';

/**
 * The socket.io channels of the API (P1 §4, §7), one namespace each: the events the server sends, the events a
 * client sends (with the acknowledgement the server answers, where there is one) and the handshake query. The
 * server is typed from them (`Namespace<ClientToServerEvents, ServerToClientEvents>`) and parses every incoming
 * payload with them; the front end's sockets are typed from them (`import type`).
 */

/** One value of a handshake query (`tournament_id`, `match_id`...): 1–200 characters, no NUL. */
export const socketQueryValue = text().min(1).max(200);

/** `{code, message}` (an error code of the API): why the server refused a socket or a message. */
export const socketFailure = z.object({ code: z.number(), message: z.string() });
export type SocketFailure = z.infer<typeof socketFailure>;
/** The payload of `chat_error` on the chat channels. */
export type ChatFailure = SocketFailure;

/** The acknowledgement of a chat message a client sent: stored (with its id), or refused (as `chat_error` too). */
export const chatAnswer = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), id: z.string() }),
  socketFailure.extend({ ok: z.literal(false) }),
]);
export type ChatAnswer = z.infer<typeof chatAnswer>;

/** MATCH_RESULT_UPDATED, MATCH_RESULT and MATCH_COMPLETED of a bracket match on `/tournament` (P1 §4). */
export const matchResultEvent = z.object({
  targetUserId: z.string(),
  tournamentId: z.string(),
  matchId: z.number().int(),
  status: z.literal('verified'),
  winner: matchWinner,
});
export type MatchResultEvent = z.infer<typeof matchResultEvent>;

/** An event a client sends: its payload, and the acknowledgement the server answers it with, if any. */
interface ClientEventDefinition {
  payload: z.ZodType;
  ack?: z.ZodType;
}

/** One channel: its namespace, handshake query, and the events each side sends. */
interface ChannelDefinition {
  namespace: `/${string}`;
  query: z.ZodObject;
  serverEvents: Record<string, z.ZodType>;
  clientEvents: Record<string, ClientEventDefinition>;
}

const defineChannel = <const T extends ChannelDefinition>(channel: T): T => channel;

/**
 * `/tournament` (query `tournament_id`): the events of the player's own matches in one tournament, each carrying
 * `targetUserId` (clients use an event only when it is theirs). An unknown tournament gets `tournament_error` and
 * a disconnect. Clients send nothing.
 */
export const tournamentChannel = defineChannel({
  namespace: '/tournament',
  query: z.object({ tournament_id: socketQueryValue }),
  serverEvents: {
    MATCH_FOUND: matchFoundEvent,
    QUEUE_STATUS: queueStatusEvent,
    DUO_UPDATED: duoUpdatedEvent,
    MATCH_RESULT_UPDATED: matchResultEvent,
    /** A bracket match's result, or a matchmaking match's result status. */
    MATCH_RESULT: z.union([matchResultEvent, matchmakingResultEvent]),
    MATCH_COMPLETED: matchResultEvent,
    tournament_error: socketFailure,
  },
  clientEvents: {},
});

/**
 * `/match-chat` (query `match_id`, `match_type`; `user_id` is informative, the user is the token's): a player of
 * the match, or staff of the dispute desk (admin, organizer, support), receives `CHAT_HISTORY` (the last 100,
 * oldest first) then each `CHAT_MESSAGE`, and sends `CHAT_MESSAGE`. Refusals come as `chat_error` (and in the
 * acknowledgement).
 */
export const matchChatChannel = defineChannel({
  namespace: '/match-chat',
  query: z.object({
    match_id: socketQueryValue,
    match_type: socketQueryValue,
    user_id: socketQueryValue.optional(),
  }),
  serverEvents: {
    CHAT_HISTORY: z.array(chatMessage),
    CHAT_MESSAGE: chatMessage,
    chat_error: socketFailure,
  },
  clientEvents: {
    CHAT_MESSAGE: { payload: chatMessageInput, ack: chatAnswer },
  },
});

/**
 * `/support-chat` (query `ticket_id`, `channel_id`): the ticket's owner, or staff of the ticket desk (admin,
 * support), receives `history` (oldest first) then each `message`, and sends `message`. Refusals come as
 * `chat_error` (and in the acknowledgement).
 */
export const supportChatChannel = defineChannel({
  namespace: '/support-chat',
  query: z.object({ ticket_id: socketQueryValue, channel_id: socketQueryValue.optional() }),
  serverEvents: {
    history: z.array(supportMessage),
    message: supportMessage,
    chat_error: socketFailure,
  },
  clientEvents: {
    message: { payload: supportMessageInput, ack: chatAnswer },
  },
});

/**
 * `/notifications` (query `lang`): a signed-in socket receives each `notification` as it is created, in its
 * language, so the bell updates at once (the 60 s refetch stays as the fallback), and `ticket_updated` when one of
 * its player's tickets changes (every ticket, for staff of the ticket desk), so an open ticket page shows staff
 * replies, player replies and status changes without a reload. Anonymous sockets may connect but receive nothing.
 * Clients send nothing.
 */
export const notificationsChannel = defineChannel({
  namespace: '/notifications',
  /** `lang`: the language the pushed notifications come in (English when absent). */
  query: z.object({ lang: locale.optional() }),
  serverEvents: { notification, ticket_updated: ticketUpdatedEvent },
  clientEvents: {},
});

type ServerEventsOf<C extends ChannelDefinition> = {
  [Event in keyof C['serverEvents']]: (payload: z.output<C['serverEvents'][Event]>) => void;
};
type ClientEventsOf<C extends ChannelDefinition> = {
  [Event in keyof C['clientEvents']]: C['clientEvents'][Event] extends { ack: infer Ack extends z.ZodType }
    ? (payload: z.input<C['clientEvents'][Event]['payload']>, ack: (answer: z.output<Ack>) => void) => void
    : (payload: z.input<C['clientEvents'][Event]['payload']>) => void;
};

export type TournamentServerToClientEvents = ServerEventsOf<typeof tournamentChannel>;
export type TournamentClientToServerEvents = ClientEventsOf<typeof tournamentChannel>;
export type MatchChatServerToClientEvents = ServerEventsOf<typeof matchChatChannel>;
export type MatchChatClientToServerEvents = ClientEventsOf<typeof matchChatChannel>;
export type SupportChatServerToClientEvents = ServerEventsOf<typeof supportChatChannel>;
export type SupportChatClientToServerEvents = ClientEventsOf<typeof supportChatChannel>;
export type NotificationsServerToClientEvents = ServerEventsOf<typeof notificationsChannel>;
export type NotificationsClientToServerEvents = ClientEventsOf<typeof notificationsChannel>;

/** Every channel, by namespace. */
export const socketChannels = {
  '/tournament': tournamentChannel,
  '/match-chat': matchChatChannel,
  '/support-chat': supportChatChannel,
  '/notifications': notificationsChannel,
} satisfies Record<string, ChannelDefinition>;
export type SocketChannels = typeof socketChannels;
/** The namespace of a channel (`/tournament`, `/match-chat`...). */
export type SocketNamespace = keyof SocketChannels;
/** The events the server sends on a namespace (socket.io's `ServerToClientEvents`). */
export type ServerToClientEvents<N extends SocketNamespace> = ServerEventsOf<SocketChannels[N]>;
/** The events a client sends on a namespace (socket.io's `ClientToServerEvents`). */
export type ClientToServerEvents<N extends SocketNamespace> = ClientEventsOf<SocketChannels[N]>;
/** The handshake query of a namespace, as the client sends it. */
export type SocketQuery<N extends SocketNamespace> = z.input<SocketChannels[N]['query']>;
