import { randomUUID } from 'node:crypto';
import {
  supportChatChannel,
  type AdminSupportTicket,
  type SupportEmbed,
  type SupportMessage,
  type SupportTicket,
} from '@arena/contract';
import { isTicketStaff, type StaffHolder } from '../../auth/roles.js';
import { isUuid } from '../../auth/authenticate.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import { json, type SupportEmbedValue } from '../../db/schema.js';
import { recordStaffAction } from '../../db/staff-audit.js';
import { isPublicTournament } from '../../db/tournament-visibility.js';
import { apiError } from '../../errors.js';
import { alertAwayOwner } from './support-reply-alert.js';

export type SupportContext = Pick<AppContext, 'db' | 'clock' | 'assetUrl' | 'realtime' | 'log'>;

export const SUPPORT_NAMESPACE = supportChatChannel.namespace;
/** The newest messages a joining socket receives as `history` (oldest first). */
export const HISTORY_LIMIT = 200;

/** The socket.io room of one ticket: its owner's sockets and any staff watching it. */
export function ticketRoom(ticketId: string): string {
  return `ticket:${ticketId}`;
}

/** Postgres unique violation on `constraint` (PGlite and node-postgres report it alike). */
function isUniqueViolation(error: unknown, constraint: string): boolean {
  const { code, constraint: violated } = error as { code?: string; constraint?: string };
  return code === '23505' && violated === constraint;
}

const ticketNotFound = () => apiError('notFound', { message: 'Support ticket not found' });

interface TicketRow {
  id: string;
  tournament_id: string;
  user_id: string;
  subject: string;
  description: string;
  channel_id: string;
  status: 'open' | 'closed';
  created_at: Date;
}

function toTicketDto(row: TicketRow): SupportTicket {
  return {
    ticketId: row.id,
    channelId: row.channel_id,
    subject: row.subject,
    description: row.description,
    tournament_id: row.tournament_id,
  };
}

/**
 * Opens a ticket for the caller (POST /v1/discord/create-ticket). The tournament must exist (404 10001) and offer
 * live support chat (403); a player has at most one open ticket per tournament (409, with that ticket's ids).
 */
export async function createTicket(
  context: SupportContext,
  userId: string,
  input: { subject: string; description: string; tournamentId: string },
): Promise<SupportTicket> {
  if (!isUuid(input.tournamentId)) throw apiError('tournamentNotFound');
  const tournament = await context.db
    .selectFrom('tournaments')
    .select(['id', 'support_live_chat'])
    .where('id', '=', input.tournamentId)
    .where(isPublicTournament)
    .executeTakeFirst();
  if (!tournament) throw apiError('tournamentNotFound');
  if (!tournament.support_live_chat) {
    throw apiError('forbidden', { message: 'Live support chat is not available for this tournament' });
  }
  try {
    const row = await context.db
      .insertInto('support_tickets')
      .values({
        tournament_id: tournament.id,
        user_id: userId,
        subject: input.subject,
        description: input.description,
        channel_id: randomUUID(),
        created_at: context.clock(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toTicketDto(row);
  } catch (error) {
    if (!isUniqueViolation(error, 'support_tickets_one_open_key')) throw error;
    const open = await findOpenTicket(context.db, userId, tournament.id);
    throw apiError('conflict', {
      message: 'You already have an open support ticket for this tournament',
      details: open ? { ticketId: open.ticketId, channelId: open.channelId } : undefined,
    });
  }
}

/** The caller's open ticket for a tournament, or null (GET /v1/discord/tickets/{tournamentId} answers 404). */
export async function findOpenTicket(
  db: Db,
  userId: string,
  tournamentId: string,
): Promise<SupportTicket | null> {
  if (!isUuid(tournamentId)) return null;
  const row = await db
    .selectFrom('support_tickets')
    .selectAll()
    .where('user_id', '=', userId)
    .where('tournament_id', '=', tournamentId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return row ? toTicketDto(row) : null;
}

/**
 * The ticket a socket asks to join, when the user may: its owner or staff of the ticket desk (admin, support), and
 * the channel id must be the ticket's. Anything else is refused the same way whether the ticket exists or not.
 */
export async function ticketForJoin(
  db: Db,
  user: { id: string } & StaffHolder,
  ticketId: string,
  channelId: string | null,
): Promise<TicketRow> {
  if (!isUuid(ticketId)) throw ticketNotFound();
  const row = await db
    .selectFrom('support_tickets')
    .selectAll()
    .where('id', '=', ticketId)
    .executeTakeFirst();
  if (!row || (channelId !== null && row.channel_id !== channelId)) throw ticketNotFound();
  if (row.user_id !== user.id && !isTicketStaff(user)) {
    throw apiError('forbidden', { message: 'You may not join this support chat' });
  }
  return row;
}

interface MessageRow {
  id: string;
  ticket_id: string;
  author_user_id: string;
  content: string;
  embed: SupportEmbedValue | null;
  created_at: Date;
  client_message_id: string | null;
  game_name: string;
  profile_image: string | null;
  ticket_user_id: string;
}

function toMessageDto(row: MessageRow, assetUrl: SupportContext['assetUrl']): SupportMessage {
  return {
    id: row.id,
    type: 'message',
    content: row.content,
    author: { username: row.game_name, avatar: assetUrl(row.profile_image) },
    timestamp: row.created_at.toISOString(),
    ...(row.embed ? { embed: row.embed satisfies SupportEmbed } : {}),
    // Only the ticket's owner and staff can write to a ticket, so anyone else is staff.
    isStaff: row.author_user_id !== row.ticket_user_id,
    ...(row.client_message_id ? { clientMessageId: row.client_message_id } : {}),
  };
}

function selectMessages(db: Db) {
  return db
    .selectFrom('support_messages')
    .innerJoin('users', 'users.id', 'support_messages.author_user_id')
    .innerJoin('support_tickets', 'support_tickets.id', 'support_messages.ticket_id')
    .select([
      'support_messages.id',
      'support_messages.ticket_id',
      'support_messages.author_user_id',
      'support_messages.content',
      'support_messages.embed',
      'support_messages.created_at',
      'support_messages.seq',
      'support_messages.client_message_id',
      'users.game_name',
      'users.profile_image',
      'support_tickets.user_id as ticket_user_id',
    ]);
}

/** The newest `HISTORY_LIMIT` messages of a ticket, oldest first. */
export async function ticketHistory(context: SupportContext, ticketId: string): Promise<SupportMessage[]> {
  const rows = await selectMessages(context.db)
    .where('support_messages.ticket_id', '=', ticketId)
    .orderBy('support_messages.seq', 'desc')
    .limit(HISTORY_LIMIT)
    .execute();
  return rows.reverse().map((row) => toMessageDto(row, context.assetUrl));
}

/**
 * Stores a message on an open ticket and sends it to everyone in the ticket's room. The author is the signed-in
 * user (owner or staff); the caller has checked they may write here. A staff answer (anyone but the ticket's
 * owner) is audited as `supportTicket.reply` with the message, in the same transaction. A message whose
 * `clientMessageId` this author already sent on this ticket is not stored, audited or sent again: the stored one is
 * the answer.
 */
export async function postMessage(
  context: SupportContext,
  ticketId: string,
  authorUserId: string,
  input: { content: string; embed?: SupportEmbedValue | null; clientMessageId?: string | undefined },
): Promise<SupportMessage> {
  if (!isUuid(ticketId)) throw ticketNotFound();
  const now = context.clock();
  const inserted = await context.db.transaction().execute(async (trx) => {
    const ticket = await trx
      .selectFrom('support_tickets')
      .select(['id', 'status', 'user_id'])
      .where('id', '=', ticketId)
      .executeTakeFirst();
    if (!ticket) throw ticketNotFound();
    if (ticket.status !== 'open') throw apiError('conflict', { message: 'This support ticket is closed' });
    const message = await trx
      .insertInto('support_messages')
      .values({
        ticket_id: ticketId,
        author_user_id: authorUserId,
        content: input.content,
        embed: input.embed ? json(input.embed) : null,
        created_at: now,
        client_message_id: input.clientMessageId ?? null,
      })
      .onConflict((conflict) =>
        conflict.columns(['ticket_id', 'author_user_id', 'client_message_id']).doNothing(),
      )
      .returning('id')
      .executeTakeFirst();
    if (!message) {
      // A resend (its acknowledgement was lost): the message as first stored, audited and sent then.
      const stored = await trx
        .selectFrom('support_messages')
        .select('id')
        .where('ticket_id', '=', ticketId)
        .where('author_user_id', '=', authorUserId)
        .where('client_message_id', '=', input.clientMessageId!)
        .executeTakeFirstOrThrow();
      return { ...stored, resent: true };
    }
    if (ticket.user_id !== authorUserId) {
      await recordStaffAction(trx, {
        staffId: authorUserId,
        action: 'supportTicket.reply',
        record: { type: 'support_tickets', id: ticket.id },
        before: null,
        after: { messageId: message.id, content: input.content, embed: Boolean(input.embed) },
        at: now,
      });
    }
    return { ...message, resent: false };
  });
  const row = await selectMessages(context.db)
    .where('support_messages.id', '=', inserted.id)
    .executeTakeFirstOrThrow();
  const message = toMessageDto(row, context.assetUrl);
  if (inserted.resent) return message;
  context.realtime.emitToRoom(SUPPORT_NAMESPACE, ticketRoom(ticketId), 'message', message);
  if (message.isStaff) {
    // A staff answer reaches a player who is not in the chat as a notification and a push alert (issue 32).
    void alertAwayOwner(context, { id: ticketId, room: ticketRoom(ticketId) }, message.id).catch(
      (error: unknown) => context.log.error({ err: error, ticketId }, 'support answer alert failed'),
    );
  }
  return message;
}

function toAdminTicketDto(
  row: TicketRow & {
    game_name: string;
    tag_line: string;
    profile_image: string | null;
    tournament_name: { en: string; ar?: string };
    messages_count: string | number | bigint;
  },
  assetUrl: SupportContext['assetUrl'],
): AdminSupportTicket {
  return {
    ...toTicketDto(row),
    status: row.status,
    created_at: row.created_at.toISOString(),
    player: {
      id: row.user_id,
      gameName: row.game_name,
      tagLine: row.tag_line,
      profileImage: assetUrl(row.profile_image),
    },
    tournament: { id: row.tournament_id, name: row.tournament_name },
    messagesCount: Number(row.messages_count),
  };
}

function selectAdminTickets(db: Db) {
  return db
    .selectFrom('support_tickets')
    .innerJoin('users', 'users.id', 'support_tickets.user_id')
    .innerJoin('tournaments', 'tournaments.id', 'support_tickets.tournament_id')
    .selectAll('support_tickets')
    .select((eb) => [
      'users.game_name',
      'users.tag_line',
      'users.profile_image',
      'tournaments.name as tournament_name',
      eb
        .selectFrom('support_messages')
        .select((inner) => inner.fn.countAll().as('count'))
        .whereRef('support_messages.ticket_id', '=', 'support_tickets.id')
        .as('messages_count'),
    ]);
}

/** Open tickets with their player and tournament, oldest first (GET /v1/admin/support/tickets). */
export async function listOpenTickets(context: SupportContext): Promise<AdminSupportTicket[]> {
  const rows = await selectAdminTickets(context.db)
    .where('support_tickets.status', '=', 'open')
    .orderBy('support_tickets.created_at', 'asc')
    .orderBy('support_tickets.id', 'asc')
    .limit(500)
    .execute();
  return rows.map((row) =>
    toAdminTicketDto({ ...row, messages_count: row.messages_count ?? 0 }, context.assetUrl),
  );
}

/**
 * Staff close a ticket; the player may then open a new one for the tournament. Closing it is audited
 * (`supportTicket.close`, in the same transaction); closing a closed ticket changes nothing.
 */
export async function closeTicket(
  context: SupportContext,
  ticketId: string,
  staffId: string,
): Promise<AdminSupportTicket> {
  if (!isUuid(ticketId)) throw ticketNotFound();
  await context.db.transaction().execute(async (trx) => {
    const ticket = await trx
      .selectFrom('support_tickets')
      .select(['id', 'status'])
      .where('id', '=', ticketId)
      .forUpdate()
      .executeTakeFirst();
    if (!ticket) throw ticketNotFound();
    if (ticket.status === 'closed') return;
    await trx.updateTable('support_tickets').set({ status: 'closed' }).where('id', '=', ticket.id).execute();
    await recordStaffAction(trx, {
      staffId,
      action: 'supportTicket.close',
      record: { type: 'support_tickets', id: ticket.id },
      before: { status: ticket.status },
      after: { status: 'closed' },
      at: context.clock(),
    });
  });
  const row = await selectAdminTickets(context.db)
    .where('support_tickets.id', '=', ticketId)
    .executeTakeFirstOrThrow();
  return toAdminTicketDto({ ...row, messages_count: row.messages_count ?? 0 }, context.assetUrl);
}
