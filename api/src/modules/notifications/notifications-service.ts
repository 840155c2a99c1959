import type { Notification } from '@arena/contract';
import type { Db } from '../../db/database.js';
import type { NotificationRow, NotificationType } from '../../db/schema.js';
import { apiError } from '../../errors.js';
import { isUuid } from '../../auth/authenticate.js';

/** How many notifications the list answers with at most (newest first). */
export const NOTIFICATION_LIST_LIMIT = 100;

export function toNotificationDto(row: NotificationRow): Notification {
  return {
    _id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    createdAt: row.created_at.toISOString(),
    read: row.read_at !== null,
  };
}

export async function listNotifications(db: Db, userId: string): Promise<Notification[]> {
  const rows = await db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(NOTIFICATION_LIST_LIMIT)
    .execute();
  return rows.map(toNotificationDto);
}

/** Marks one of the user's notifications read; another user's (or an unknown) id is 404 4004. */
export async function markRead(db: Db, userId: string, id: string, now: Date): Promise<Notification> {
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
  return toNotificationDto(row);
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

/** Stores a notification for a user; the caller pushes it on the `/notifications` channel. */
export async function createNotification(
  db: Db,
  input: { userId: string; type: NotificationType; title: string; message: string; createdAt?: Date },
): Promise<Notification> {
  const row = await db
    .insertInto('notifications')
    .values({
      user_id: input.userId,
      type: input.type,
      title: input.title,
      message: input.message,
      ...(input.createdAt ? { created_at: input.createdAt } : {}),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toNotificationDto(row);
}
