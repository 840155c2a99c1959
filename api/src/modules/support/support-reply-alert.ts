import { supportChatChannel } from '@arena/contract';
import { sql } from 'kysely';
import { SUPPORT_REPLY_KEY_PREFIX } from '../notifications/notification-events.js';
import { notify } from '../notifications/notifications-service.js';
import type { SupportContext } from './support-service.js';

/**
 * After one answer is told, the next ones of the same chat are not, while that notification is unread and younger
 * than this: staff typing three lines make one alert.
 */
export const SUPPORT_ALERT_QUIET_MS = 10 * 60_000;

/**
 * Whether the ticket's owner has the chat open now: a socket of theirs in the ticket's room, on any instance (the
 * cluster adapter asks the others). Not known (the sockets not attached, an instance not answering) counts as away.
 */
async function ownerInChat(context: SupportContext, room: string, ownerId: string): Promise<boolean> {
  const server = context.realtime.server;
  if (!server) return false;
  try {
    const sockets = await server.of(supportChatChannel.namespace).in(room).fetchSockets();
    return sockets.some((socket) => (socket.data as { userId?: string | null }).userId === ownerId);
  } catch {
    return false;
  }
}

/**
 * Tells a ticket's owner that staff wrote in its support chat (issue 32), when they are not in the chat: a
 * notification (the bell, and a push alert to their devices that take support answers) opening the tournament page,
 * whose chat button holds the conversation. One per burst: skipped while an unread one for this ticket is younger
 * than `SUPPORT_ALERT_QUIET_MS`. A failure is logged by the caller (the message is already sent).
 */
export async function alertAwayOwner(
  context: SupportContext,
  ticket: { id: string; room: string },
  messageId: string,
): Promise<void> {
  const row = await context.db
    .selectFrom('support_tickets')
    .select(['id', 'user_id', 'tournament_id', 'subject'])
    .where('id', '=', ticket.id)
    .executeTakeFirst();
  if (!row || (await ownerInChat(context, ticket.room, row.user_id))) return;
  const since = new Date(context.clock().getTime() - SUPPORT_ALERT_QUIET_MS);
  const recent = await context.db
    .selectFrom('notifications')
    .select('id')
    .where('user_id', '=', row.user_id)
    .where('read_at', 'is', null)
    .where('created_at', '>', since)
    .where(sql<boolean>`starts_with(event_key, ${`${SUPPORT_REPLY_KEY_PREFIX}${row.id}:`})`)
    .executeTakeFirst();
  if (recent) return;
  await notify(context, row.user_id, {
    kind: 'support_reply',
    tournamentId: row.tournament_id,
    ticketId: row.id,
    messageId,
    subject: row.subject,
  });
}
