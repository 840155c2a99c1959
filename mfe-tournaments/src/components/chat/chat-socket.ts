import type { ChannelSocket } from '@arena/shared-kit';

/** The chat channels of the API. */
export type ChatNamespace = '/match-chat' | '/support-chat';

/** What a chat uses of its channel's socket (the kit's socket client, typed from the contract). */
export type ChatSocket<Namespace extends ChatNamespace> = Pick<
  ChannelSocket<Namespace>,
  'on' | 'emit' | 'connect' | 'disconnect' | 'connected' | 'active' | 'io'
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
 * The wait before trying a connection again: the socket's own reconnection delay (its channel's policy,
 * `RECONNECT_POLICIES`), varied by its jitter as socket.io varies its own. One setting, the socket's, for both.
 */
export function retryDelayOf(socket: Pick<ChatSocket<ChatNamespace>, 'io'>, random = Math.random): number {
  const delay = socket.io.reconnectionDelay();
  const jitter = socket.io.randomizationFactor();
  return Math.round(delay * (1 + jitter * (2 * random() - 1)));
}

/**
 * Opens a chat's socket and keeps it connected until `close()`: socket.io retries lost transports itself, and
 * a connection the server closed (or one socket.io gave up on) is retried here after the socket's own
 * reconnection delay (`retryDelayOf`).
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
    }, retryDelayOf(socket));
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
