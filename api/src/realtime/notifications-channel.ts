import { type Locale, notificationsChannel as contractChannel } from '@arena/contract';
import { type RealtimeChannel, userRoom } from './realtime.js';

export const NOTIFICATIONS_NAMESPACE = contractChannel.namespace;

/** The room of one user's notification sockets that read in one language. */
export function notificationsRoom(userId: string, locale: Locale): string {
  return `${userRoom(userId)}:${locale}`;
}

/** The language a socket asked for in its handshake (`lang`), English otherwise. */
function socketLocale(value: unknown): Locale {
  return value === 'ar' ? 'ar' : 'en';
}

/**
 * `/notifications` (query `lang`): a signed-in socket joins `user:<id>` and `user:<id>:<lang>` and receives
 * `notification` events (a `Notification` in its language, from `notify`) as they are created. Anonymous sockets
 * may connect but join no room.
 */
export const notificationsChannel: RealtimeChannel<typeof NOTIFICATIONS_NAMESPACE> = {
  namespace: NOTIFICATIONS_NAMESPACE,
  onConnection(socket) {
    const userId = socket.data.userId;
    if (!userId) return;
    void socket.join([
      userRoom(userId),
      notificationsRoom(userId, socketLocale(socket.handshake.query.lang)),
    ]);
  },
};
