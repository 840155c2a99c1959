import { connectSocket, type ChannelSocket } from '@arena/shared-kit';

/** The channel that carries `ticket_updated` (the player's notifications channel of the API). */
export const TICKET_UPDATES_CHANNEL = '/notifications' as const;

/** An open ticket page follows its ticket while it is open: retry calmly, for as long as the page is open. */
const TICKET_UPDATES_RECONNECT = { delayMs: 5000, maxDelayMs: 60_000, attempts: Infinity };

/**
 * Opens the signed-in user's `/notifications` socket for a ticket page: the API sends `ticket_updated` on it to
 * the ticket's player and to platform admins. Its own connection (socket.io's `forceNew`), so the bell's socket
 * and this one come and go independently.
 */
export function openTicketUpdatesSocket(): Promise<ChannelSocket<typeof TICKET_UPDATES_CHANNEL>> {
  return connectSocket(TICKET_UPDATES_CHANNEL, {}, TICKET_UPDATES_RECONNECT);
}
