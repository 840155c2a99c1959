import type {
  ClientToServerEvents,
  ServerToClientEvents,
  SocketNamespace,
  SocketQuery,
} from '@arena/contract';
import type { Socket } from 'socket.io-client';
import { getPlatformConfig } from '../config/platform-config';
import { sessionStore } from '../session/session-store';

export interface ReconnectPolicy {
  /** First delay before reconnecting, ms. */
  delayMs: number;
  /** Upper bound of the delay (doubling policies), ms. */
  maxDelayMs: number;
  /** Attempts before giving up; Infinity keeps trying while the widget is open. */
  attempts: number;
  /**
   * Each delay varies by up to this share either way (socket.io's `randomizationFactor`), so the sockets an
   * instance's restart dropped do not all come back in the same instant. Unset: the fixed delays of P1 §4.
   */
  jitter?: number;
}

/**
 * The kit's default: socket.io's own backoff — about 1 s (0.5–1.5 s), doubling, never more than 5 s between tries,
 * while open. A socket whose instance restarts is back within 5 s (issue 34), the sockets of that instance spread.
 */
export const DEFAULT_RECONNECT_POLICY = {
  delayMs: 1000,
  maxDelayMs: 5000,
  attempts: Infinity,
  jitter: 0.5,
} as const satisfies ReconnectPolicy;

/** Reconnect rules of P1 §4 and §9, one per channel. */
export const RECONNECT_POLICIES = {
  /** Tournament channel: delay doubling from 1 s, up to 5 attempts. */
  tournament: { delayMs: 1000, maxDelayMs: 16_000, attempts: 5 },
  /** Match chat: after 3 s. */
  matchChat: { delayMs: 3000, maxDelayMs: 3000, attempts: Infinity },
  /**
   * Support chat, while open: the kit's default. P1 §4's "reconnect after 5 s" is read as the longest wait; a fixed
   * 5 s meant no socket could be back within 5 s of a rolling restart (issue 34).
   */
  supportChat: DEFAULT_RECONNECT_POLICY,
} as const satisfies Record<string, ReconnectPolicy>;

/**
 * A socket of one channel of the API, typed from the contract (`@arena/contract` sockets): the events it
 * receives and those it sends, with their payloads and acknowledgements.
 */
export type ChannelSocket<N extends SocketNamespace> = Socket<
  ServerToClientEvents<N>,
  ClientToServerEvents<N>
>;

/** The events the server sends on a channel: `{ EVENT_NAME: (payload) => void }`, from the contract. */
export type ChannelEvents<N extends SocketNamespace> = ServerToClientEvents<N>;

/**
 * Opens a socket.io connection to a channel of the API with the session token in the handshake. The server
 * derives the user from that token; user ids in `query` are never trusted. The socket is typed from the
 * channel's events in the contract. socket.io-client loads on first use, so pages without real-time features
 * don't pay for it.
 *
 * @example const socket = await connectSocket('/tournament', { tournament_id: id }, RECONNECT_POLICIES.tournament);
 */
export async function connectSocket<N extends SocketNamespace>(
  namespace: N,
  query: SocketQuery<N>,
  policy: ReconnectPolicy,
): Promise<ChannelSocket<N>> {
  const { io } = await import('socket.io-client');
  return io(`${getPlatformConfig().socketUrl}${namespace}`, {
    auth: (callback) => callback({ token: sessionStore.getState().token }),
    query,
    // One connection per channel: socket.io would otherwise multiplex a second namespace over the first
    // channel's connection, with the first channel's query (the match chat would see the tournament's) and policy.
    forceNew: true,
    transports: ['websocket', 'polling'],
    reconnection: true,
    reconnectionDelay: policy.delayMs,
    reconnectionDelayMax: policy.maxDelayMs,
    reconnectionAttempts: policy.attempts,
    randomizationFactor: policy.jitter ?? 0,
  });
}
