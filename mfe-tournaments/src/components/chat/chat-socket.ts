import { reconnectDelayMs, type ChannelSocket } from '@arena/shared-kit';

/** The chat channels of the API. */
export type ChatNamespace = '/match-chat' | '/support-chat';

/** What a chat uses of its channel's socket (the kit's socket client, typed from the contract). */
export type ChatSocket<Namespace extends ChatNamespace> = Pick<
  ChannelSocket<Namespace>,
  'on' | 'emit' | 'connect' | 'disconnect' | 'connected' | 'active'
>;

export type ChatConnectionState = 'connecting' | 'online' | 'offline';

/** How long a sent message waits for the server's answer before it is sent again (`chatOutbox`). */
export const CHAT_SEND_TIMEOUT_MS = 10_000;

/** Why a chat went offline: the socket disconnected, failed to connect, or could not be opened at all. */
export type ChatOfflineCause = 'disconnect' | 'connectError' | 'openFailed';

export interface KeepChatSocketOptions<Socket extends ChatSocket<ChatNamespace>> {
  open: () => Promise<Socket>;
  /** The socket is open: listen to the chat's own events. `stopRetrying` after a refusal that is final. */
  onOpen: (socket: Socket, control: { stopRetrying: () => void }) => void;
  onOffline: (cause: ChatOfflineCause, error?: unknown) => void;
}

/**
 * The wait before trying a closed connection again: the first wait of the kit's backoff (`RECONNECT_BACKOFF`, the
 * one socket.io's own retries use too): within 1 s, jittered so a restarted instance's sockets spread.
 */
export function retryDelay(random = Math.random): number {
  return reconnectDelayMs(0, undefined, random);
}

/**
 * Opens a chat's socket and keeps it connected until `close()`: socket.io retries lost transports itself, and
 * a connection the server closed (or one socket.io gave up on) is retried here after the kit's first
 * reconnection wait (`retryDelay`).
 *
 * @example
 * const link = keepChatSocket({ open, onOpen: (socket) => socket.on('message', show),
 *   onOffline: () => setConnection('offline') });
 * return () => link.close();
 */
export function keepChatSocket<Socket extends ChatSocket<ChatNamespace>>({
  open,
  onOpen,
  onOffline,
}: KeepChatSocketOptions<Socket>): { close: () => void } {
  let closed = false;
  let socket: Socket | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let refusedForGood = false;

  const retryLater = () => {
    clearTimeout(retry);
    if (closed || refusedForGood || !socket) return;
    retry = setTimeout(() => {
      if (!closed && socket && !socket.connected) socket.connect();
    }, retryDelay());
  };

  open()
    .then((opened) => {
      if (closed) {
        opened.disconnect();
        return;
      }
      socket = opened;
      onOpen(opened, {
        stopRetrying: () => {
          refusedForGood = true;
        },
      });
      opened.on('disconnect', (reason: string) => {
        onOffline('disconnect');
        if (reason === 'io server disconnect') retryLater();
      });
      opened.on('connect_error', (error: unknown) => {
        onOffline('connectError', error);
        if (!opened.active) retryLater();
      });
    })
    .catch((error: unknown) => {
      if (closed) return;
      onOffline('openFailed', error);
    });

  return {
    close: () => {
      closed = true;
      clearTimeout(retry);
      socket?.disconnect();
    },
  };
}
