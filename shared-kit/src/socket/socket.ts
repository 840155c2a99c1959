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
  /** Longest first wait before reconnecting, ms: the first retry comes within it. */
  delayMs: number;
  /** Longest wait of any retry, ms: the ceiling doubles from `delayMs` up to it. */
  maxDelayMs: number;
  /** Attempts before giving up; Infinity keeps trying while the page or widget is open. */
  attempts: number;
  /**
   * Share of each wait drawn at random: a retry waits between `ceiling × (1 − jitter)` and its ceiling, so the
   * sockets an instance's restart dropped together do not come back in one burst.
   */
  jitter: number;
}

/**
 * How every socket of the portal reconnects (issue 34): the first retry within 1 s (0.2–1 s), the ceiling doubling
 * (2 s, 4 s, 8 s) up to 15 s, each wait drawn between a fifth of its ceiling and the ceiling. 1,000 sockets of a
 * restarted instance come back spread over 0.8 s, not in one instant, and sockets that keep failing through a longer
 * outage stay spread (3–15 s apart) instead of all retrying on the same 15 s beat. Channels differ only in how many
 * attempts they make (`RECONNECT_POLICIES`).
 */
export const RECONNECT_BACKOFF = {
  delayMs: 1000,
  maxDelayMs: 15_000,
  jitter: 0.8,
} as const satisfies Omit<ReconnectPolicy, 'attempts'>;

/**
 * The wait before reconnection attempt `attempt` (0 for the first retry) under `policy`, ms: a ceiling doubling
 * from `delayMs` up to `maxDelayMs`, of which `jitter` is drawn at random (`random()` in [0, 1)).
 *
 * @example reconnectDelayMs(0) // 200–1000
 */
export function reconnectDelayMs(
  attempt: number,
  policy: Omit<ReconnectPolicy, 'attempts'> = RECONNECT_BACKOFF,
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.delayMs * 2 ** Math.min(attempt, 30));
  return Math.round(ceiling * (1 - policy.jitter * random()));
}

/**
 * Reconnection rules, one per channel, all with the kit's backoff (`RECONNECT_BACKOFF`). P1 §4's delays ("from
 * 1 s doubling", "after 3 s", "after 5 s") are read as the longest waits; a fixed 5 s meant no socket could be back
 * within 5 s of a rolling restart (issue 34).
 */
export const RECONNECT_POLICIES = {
  /** Tournament channel (matchmaking, results): up to 5 attempts (P1 §4). */
  tournament: { ...RECONNECT_BACKOFF, attempts: 5 },
  /** Match chat, while open. */
  matchChat: { ...RECONNECT_BACKOFF, attempts: Infinity },
  /** Support chat, while open. */
  supportChat: { ...RECONNECT_BACKOFF, attempts: Infinity },
  /** The bell's notifications socket, while the portal is open (its 60 s refetch stays, P2 §2). */
  notifications: { ...RECONNECT_BACKOFF, attempts: Infinity },
  /** An open ticket page's `ticket_updated` socket (the notifications channel), while the page is open. */
  ticketUpdates: { ...RECONNECT_BACKOFF, attempts: Infinity },
} as const satisfies Record<string, ReconnectPolicy>;

/** The part of socket.io's backoff (its Manager's private `backoff`) the Manager uses. */
interface ManagerBackoff {
  attempts: number;
  duration(): number;
  reset(): void;
  setMin(ms: number): void;
  setMax(ms: number): void;
  setJitter(jitter: number): void;
}

/** socket.io's backoff with the kit's waits (`reconnectDelayMs`) in place of its own. */
class KitBackoff implements ManagerBackoff {
  attempts = 0;
  private policy: Omit<ReconnectPolicy, 'attempts'>;

  constructor(policy: ReconnectPolicy) {
    this.policy = { delayMs: policy.delayMs, maxDelayMs: policy.maxDelayMs, jitter: policy.jitter };
  }

  duration(): number {
    return reconnectDelayMs(this.attempts++, this.policy);
  }
  reset(): void {
    this.attempts = 0;
  }
  setMin(ms: number): void {
    this.policy = { ...this.policy, delayMs: ms };
  }
  setMax(ms: number): void {
    this.policy = { ...this.policy, maxDelayMs: ms };
  }
  setJitter(jitter: number): void {
    this.policy = { ...this.policy, jitter };
  }
}

/**
 * Puts the kit's waits into a socket.io Manager. socket.io's own backoff varies a wait either way and then clips it
 * to the maximum, so every socket past the first few failures retries on the same beat; it has no public way to
 * change that, so its (private) backoff object is replaced by one with the same methods.
 */
export function applyReconnectPolicy(manager: object, policy: ReconnectPolicy): void {
  (manager as { backoff: ManagerBackoff }).backoff = new KitBackoff(policy);
}

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
 * channel's events in the contract. It reconnects by the kit's backoff (`RECONNECT_BACKOFF`: first retry within
 * 1 s, jittered, capped) with the channel's number of attempts. socket.io-client loads on first use, so pages
 * without real-time features don't pay for it.
 *
 * @example const socket = await connectSocket('/tournament', { tournament_id: id }, RECONNECT_POLICIES.tournament);
 */
export async function connectSocket<N extends SocketNamespace>(
  namespace: N,
  query: SocketQuery<N>,
  policy: ReconnectPolicy,
): Promise<ChannelSocket<N>> {
  const { io } = await import('socket.io-client');
  const socket: ChannelSocket<N> = io(`${getPlatformConfig().socketUrl}${namespace}`, {
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
    randomizationFactor: policy.jitter,
  });
  // Before any retry: the Manager only waits once a connection has failed or closed.
  applyReconnectPolicy(socket.io, policy);
  return socket;
}
