import { formatDate, type BadgeTone, type Notification } from '@arena/shared-kit';

/**
 * One cache prefix for the header bell and the notifications page, so marking read in one updates the other; the
 * list itself is cached per language (`[...NOTIFICATIONS_QUERY_KEY, locale]`), as the API answers in one.
 */
export const NOTIFICATIONS_QUERY_KEY = ['account', 'notifications'] as const;

/** P2 §2: notification dates read as short month, day, year in US English whatever the language. */
export function notificationDate(iso: string): string | null {
  return formatDate(iso, 'en', { year: 'numeric', month: 'short', day: 'numeric' });
}

/** The list with a pushed notification on top (once: a second push of the same one changes nothing). */
export function withPushed(notifications: Notification[], pushed: Notification): Notification[] {
  return notifications.some((notification) => notification._id === pushed._id)
    ? notifications
    : [pushed, ...notifications];
}

/** P2 §9: the header dropdown shows the first 3 notifications. */
export const BELL_PREVIEW_SIZE = 3;

/** How many notifications are unread. */
export function unreadCount(notifications: readonly Notification[]): number {
  return notifications.reduce((count, notification) => count + (notification.read ? 0 : 1), 0);
}

/** The list with one notification marked read. */
export function markRead(notifications: Notification[], notificationId: string): Notification[] {
  return notifications.map((notification) =>
    notification._id === notificationId && !notification.read
      ? { ...notification, read: true }
      : notification,
  );
}

/** The list with every notification marked read. */
export function markAllRead(notifications: Notification[]): Notification[] {
  return notifications.map((notification) =>
    notification.read ? notification : { ...notification, read: true },
  );
}

export type NotificationType = Notification['type'];

const KNOWN_TYPES: readonly NotificationType[] = ['team_invite', 'tournament_update', 'message', 'other'];

/** A type the screens know how to style; anything unexpected is drawn as `other`. */
export function notificationKind(type: string): NotificationType {
  return (KNOWN_TYPES as readonly string[]).includes(type) ? (type as NotificationType) : 'other';
}

/** The badge tone that styles each notification type. */
export const NOTIFICATION_TONES: Readonly<Record<NotificationType, BadgeTone>> = {
  team_invite: 'info',
  tournament_update: 'primary',
  message: 'success',
  other: 'neutral',
};
