import type { BadgeTone, Notification } from '@arena/shared-kit';

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
