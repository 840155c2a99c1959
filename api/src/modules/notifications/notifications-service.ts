import type { Locale, Notification } from '@arena/contract';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import type { NotificationRow } from '../../db/schema.js';
import { isPublicTournament } from '../../db/tournament-visibility.js';
import { apiError } from '../../errors.js';
import { isUuid } from '../../auth/authenticate.js';
import { NOTIFICATIONS_NAMESPACE, notificationsRoom } from '../../realtime/notifications-channel.js';
import { type NotificationEvent, renderForRecipients } from './notification-events.js';

export type { NotificationEvent } from './notification-events.js';

/** How many notifications the list answers with at most (newest first). */
export const NOTIFICATION_LIST_LIMIT = 100;

/** The languages a notification is written in; English is the fallback of rows without Arabic. */
export const NOTIFICATION_LOCALES: readonly Locale[] = ['en', 'ar'];

/** A stored notification in one language. */
export function toNotificationDto(row: NotificationRow, locale: Locale = 'en'): Notification {
  const arabic = locale === 'ar' && row.title_ar !== null && row.message_ar !== null;
  return {
    _id: row.id,
    type: row.type,
    title: arabic ? row.title_ar! : row.title,
    message: arabic ? row.message_ar! : row.message,
    createdAt: row.created_at.toISOString(),
    read: row.read_at !== null,
    link: row.link,
  };
}

export async function listNotifications(
  db: Db,
  userId: string,
  locale: Locale = 'en',
): Promise<Notification[]> {
  const rows = await db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(NOTIFICATION_LIST_LIMIT)
    .execute();
  return rows.map((row) => toNotificationDto(row, locale));
}

/** Marks one of the user's notifications read; another user's (or an unknown) id is 404 4004. */
export async function markRead(
  db: Db,
  userId: string,
  id: string,
  now: Date,
  locale: Locale = 'en',
): Promise<Notification> {
  const notFound = apiError('notFound', { message: 'Notification not found' });
  if (!isUuid(id)) throw notFound;
  const row = await db
    .updateTable('notifications')
    .set((eb) => ({ read_at: eb.fn.coalesce('read_at', eb.val(now)) }))
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound;
  return toNotificationDto(row, locale);
}

export async function markAllRead(db: Db, userId: string, now: Date): Promise<number> {
  const result = await db
    .updateTable('notifications')
    .set({ read_at: now })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** What `notify` needs of the app: the database, the clock and the sockets. */
export type NotifyContext = Pick<AppContext, 'db' | 'clock' | 'realtime'>;

/** Where a failed notification is reported (the app's logger once the routes are registered). */
export interface NotifyLog {
  error: (details: object, message: string) => void;
}

const logs = new WeakMap<Db, NotifyLog>();

/**
 * What happens to the notifications `notify` has written besides the socket: the push module queues their Web Push
 * alerts (one `web-push` job per notification whose recipient has a device taking that kind). Set by that module.
 */
export type NotifyFollowUp = (rows: readonly NotificationRow[], event: NotificationEvent) => Promise<void>;

const followUps = new WeakMap<Db, NotifyFollowUp>();

/** Hands this database's app's notifications, once written, to `followUp` (the push module's alerts). */
export function setNotifyFollowUp(db: Db, followUp: NotifyFollowUp): void {
  followUps.set(db, followUp);
}

/** Reports `notify` failures of this database's app to its logger. */
export function setNotifyLog(db: Db, log: NotifyLog): void {
  logs.set(db, log);
}

/**
 * THE way a player is notified of an event (DESIGN §5 "Notifications come from events"): writes one notification
 * per recipient, in English and Arabic with the screen it concerns, and pushes it at once on the `/notifications`
 * socket in each open tab's language. Call it after the event is committed (never inside a transaction that may
 * roll back). Once-only events (check-in open) skip players who already have theirs. Never throws: a failure is
 * logged, because the event itself has already happened. Answers how many notifications were written.
 *
 * @example await notify(context, registration.user_id, { kind: 'registration_reviewed', tournamentId, status });
 */
export async function notify(
  context: NotifyContext,
  userId: string | readonly string[],
  event: NotificationEvent,
): Promise<number> {
  const recipients = [...new Set(typeof userId === 'string' ? [userId] : userId)].filter(Boolean);
  if (recipients.length === 0) return 0;
  try {
    const rendered = await renderForRecipients(context.db, event, recipients);
    const now = context.clock();
    const rows = await context.db
      .insertInto('notifications')
      .values(
        recipients.map((id) => {
          const note = rendered.get(id)!;
          return {
            user_id: id,
            type: note.type,
            title: note.text.en.title,
            message: note.text.en.message,
            title_ar: note.text.ar.title,
            message_ar: note.text.ar.message,
            link: note.link,
            event_key: note.eventKey,
            created_at: now,
          };
        }),
      )
      .onConflict((conflict) =>
        conflict.columns(['user_id', 'event_key']).where('event_key', 'is not', null).doNothing(),
      )
      .returningAll()
      .execute();
    for (const row of rows) {
      for (const locale of NOTIFICATION_LOCALES) {
        context.realtime.emitToRoom(
          NOTIFICATIONS_NAMESPACE,
          notificationsRoom(row.user_id, locale),
          'notification',
          toNotificationDto(row, locale),
        );
      }
    }
    const followUp = followUps.get(context.db);
    if (followUp && rows.length > 0) {
      // The notifications exist whatever happens to their alerts: a failure to queue them is logged only.
      await followUp(rows, event).catch((error: unknown) =>
        logs.get(context.db)?.error({ err: error, kind: event.kind }, 'push alerts could not be queued'),
      );
    }
    return rows.length;
  } catch (error) {
    logs.get(context.db)?.error({ err: error, kind: event.kind }, 'notification failed');
    return 0;
  }
}

/**
 * Everyone in a team (owner, admins, members) but `exceptUserId`: who is told that someone joined or left their
 * team (issue 12: "someone joins or leaves their team").
 */
export async function teamMateIds(db: Db, teamId: string, exceptUserId?: string): Promise<string[]> {
  let query = db.selectFrom('team_members').select('user_id').where('team_id', '=', teamId);
  if (exceptUserId) query = query.where('user_id', '<>', exceptUserId);
  return (await query.execute()).map((row) => row.user_id);
}

/** Everyone a registration concerns: the solo player, or every member of the registered team. */
export async function registrationPlayerIds(db: Db, registrationId: string): Promise<string[]> {
  const registration = await db
    .selectFrom('registrations')
    .select(['user_id', 'team_id'])
    .where('id', '=', registrationId)
    .executeTakeFirst();
  if (!registration) return [];
  if (!registration.team_id) return [registration.user_id];
  const members = await db
    .selectFrom('team_members')
    .select('user_id')
    .where('team_id', '=', registration.team_id)
    .execute();
  return members.map((member) => member.user_id);
}

/**
 * Check-in opening is a time-based event (the tournament status is derived from its dates, never stored): a
 * periodic check on every API instance notifies the players of each tournament whose check-in is open now and
 * who have not been told yet (pending or approved registrations, every member of a registered team). The
 * `check-in-open:<tournament>` key and its unique index make it once per player even with several instances.
 * Answers how many notifications were written.
 */
export async function notifyOpenCheckIns(context: NotifyContext): Promise<number> {
  const now = context.clock();
  const open = await context.db
    .selectFrom('tournaments')
    .select('id')
    .where('checking_time', '<=', now)
    .where('starting_time', '>', now)
    .whereRef('checking_time', '<', 'starting_time')
    .where(isPublicTournament)
    .execute();
  let written = 0;
  for (const { id } of open) {
    const eventKey = `check-in-open:${id}`;
    const registrations = await context.db
      .selectFrom('registrations')
      .select('id')
      .where('tournament_id', '=', id)
      .where('status', 'in', ['pending', 'approved'])
      .execute();
    const players = new Set<string>();
    for (const registration of registrations) {
      for (const playerId of await registrationPlayerIds(context.db, registration.id)) players.add(playerId);
    }
    if (players.size === 0) continue;
    const told = await context.db
      .selectFrom('notifications')
      .select('user_id')
      .where('event_key', '=', eventKey)
      .where('user_id', 'in', [...players])
      .execute();
    for (const row of told) players.delete(row.user_id);
    if (players.size === 0) continue;
    written += await notify(context, [...players], { kind: 'check_in_open', tournamentId: id });
  }
  return written;
}
