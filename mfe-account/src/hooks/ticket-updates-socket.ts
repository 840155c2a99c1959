import { connectSocket, RECONNECT_POLICIES, type ChannelSocket } from '@arena/shared-kit';

/** The channel that carries `ticket_updated` (the player's notifications channel of the API). */
export const TICKET_UPDATES_CHANNEL = '/notifications' as const;

/**
 * Opens the signed-in user's `/notifications` socket for a ticket page: the API sends `ticket_updated` on it to
 * the ticket's player and to platform admins. Its own connection (socket.io's `forceNew`), so the bell's socket
 * and this one come and go independently. It reconnects as every socket of the kit does, while the page is open.
 */
export function openTicketUpdatesSocket(): Promise<ChannelSocket<typeof TICKET_UPDATES_CHANNEL>> {
  return connectSocket(TICKET_UPDATES_CHANNEL, {}, RECONNECT_POLICIES.ticketUpdates);
}
