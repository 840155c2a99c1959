import type { TicketUpdatedEvent } from '@arena/contract';
import { useSession } from '@arena/shared-kit';
import { useEffect, useRef } from 'react';
import { openTicketUpdatesSocket } from './ticket-updates-socket';

/**
 * While mounted and signed in, calls `onUpdate` whenever the API says the ticket changed (`ticket_updated`: a staff
 * reply, a player reply, a new status), and after the socket reconnects (an update may have been missed), so the
 * page reads the ticket again and shows it without a reload. A socket failure is only logged: the page still works.
 *
 * @example useTicketUpdates(id, () => queryClient.invalidateQueries({ queryKey: ticketQueryKey(id) }));
 */
export function useTicketUpdates(ticketId: string | undefined, onUpdate: () => void): void {
  const userId = useSession((state) => (state.isAuthenticated ? (state.user?.id ?? null) : null));
  const latest = useRef(onUpdate);
  latest.current = onUpdate;

  useEffect(() => {
    if (!userId || !ticketId) return;
    let live = true;
    let connectedOnce = false;
    const onTicketUpdated = (event: TicketUpdatedEvent) => {
      if (event.ticketId === ticketId) latest.current();
    };
    const onConnect = () => {
      if (connectedOnce) latest.current();
      connectedOnce = true;
    };
    const pending = openTicketUpdatesSocket();
    pending.then(
      (socket) => {
        if (!live) {
          socket.disconnect();
          return;
        }
        if (socket.connected) connectedOnce = true;
        socket.on('ticket_updated', onTicketUpdated);
        socket.on('connect', onConnect);
      },
      (error: unknown) => console.error('[account] Ticket updates socket failed to open', error),
    );
    return () => {
      live = false;
      void pending.then(
        (socket) => {
          socket.off('ticket_updated', onTicketUpdated);
          socket.off('connect', onConnect);
          socket.disconnect();
        },
        () => undefined,
      );
    };
  }, [userId, ticketId]);
}
