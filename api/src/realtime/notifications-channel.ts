import { notificationsChannel as contractChannel } from '@arena/contract';
import { type RealtimeChannel, userRoom } from './realtime.js';

export const NOTIFICATIONS_NAMESPACE = contractChannel.namespace;

/**
 * `/notifications`: a signed-in socket joins `user:<id>` and receives `notification` events
 * (a `Notification` object) as they are created. Anonymous sockets may connect but join no room.
 */
export const notificationsChannel: RealtimeChannel<typeof NOTIFICATIONS_NAMESPACE> = {
  namespace: NOTIFICATIONS_NAMESPACE,
  onConnection(socket) {
    if (socket.data.userId) void socket.join(userRoom(socket.data.userId));
  },
};
