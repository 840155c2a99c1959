import type { Server as HttpServer } from 'node:http';
import type { ClientToServerEvents, ServerToClientEvents, SocketNamespace } from '@arena/contract';
import { type Namespace, Server, type ServerOptions, type Socket } from 'socket.io';
import { authenticate, isRevoked } from '../auth/authenticate.js';
import type { TokenService } from '../auth/tokens.js';
import type { Db } from '../db/database.js';
import { isApiError } from '../errors.js';
import { readerLocale } from '../i18n/reader-locale.js';
import { memoryMessageLimiter, type MessageRateLimiter } from './message-limit.js';

/** What the handshake establishes; user ids sent by the client are never trusted. */
export interface SocketData {
  userId: string | null;
  anonymous: boolean;
  /** The id (`jti`) of the token the socket signed in with, so signing that token out closes it; null if anonymous. */
  tokenId: string | null;
}

/** A socket of one channel, typed from the contract: the events it may receive and those it sends. */
export type ArenaSocket<N extends SocketNamespace> = Socket<
  ClientToServerEvents<N>,
  ServerToClientEvents<N>,
  Record<string, never>,
  SocketData
>;
/** A channel's namespace, typed from the contract. */
export type ArenaNamespace<N extends SocketNamespace> = Namespace<
  ClientToServerEvents<N>,
  ServerToClientEvents<N>,
  Record<string, never>,
  SocketData
>;

/** An event the server sends on a namespace. */
export type ServerEvent<N extends SocketNamespace> = keyof ServerToClientEvents<N> & string;
/** The payload of an event the server sends on a namespace. */
export type ServerEventPayload<N extends SocketNamespace, E extends ServerEvent<N>> = Parameters<
  ServerToClientEvents<N>[E]
>[0];

/** Where channels log refused and failed socket messages (the app's logger). */
export interface SocketLog {
  warn: (object: object, message: string) => void;
}

/** What `attach` hands every channel besides its socket. */
export interface ChannelServices {
  /** The chat message limit, counted per player (in Redis when `REDIS_URL` is set). */
  messageLimit: MessageRateLimiter;
  /**
   * Runs the handling of a client message as work the shutdown waits for: a message being stored when the instance
   * stops is stored (and relayed) before the database closes.
   */
  track: (work: Promise<void>) => Promise<void>;
}

/** How long closing waits for the client messages being handled. */
const IN_FLIGHT_WAIT_MS = 5_000;

/**
 * One real-time channel: a socket.io namespace of the contract (`socketChannels`) and what happens when a socket
 * connects to it.
 */
export interface RealtimeChannel<N extends SocketNamespace> {
  namespace: N;
  /** Refuse anonymous sockets on this channel. */
  requiresUser?: boolean;
  onConnection: (
    socket: ArenaSocket<N>,
    namespace: ArenaNamespace<N>,
    log: SocketLog,
    services: ChannelServices,
  ) => void | Promise<void>;
}

/** A channel of any namespace (the list `attach` takes). */
export type AnyRealtimeChannel = { [N in SocketNamespace]: RealtimeChannel<N> }[SocketNamespace];

/** The room every socket of one user joins on a channel. */
export function userRoom(userId: string): string {
  return `user:${userId}`;
}

/** The room every socket opened with one token joins, on every namespace (`disconnectToken`). */
export function tokenRoom(tokenId: string): string {
  return `token:${tokenId}`;
}

/** Emits server events, typed from the contract; a no-op until attached (as in `app.inject` tests). */
export interface Realtime {
  /** Sends an event to the sockets in a room of a channel. */
  emitToRoom<N extends SocketNamespace, E extends ServerEvent<N>>(
    namespace: N,
    room: string,
    event: E,
    payload: ServerEventPayload<N, E>,
  ): void;
  /** Sends an event to every socket of a user on a channel. */
  emitToUser<N extends SocketNamespace, E extends ServerEvent<N>>(
    namespace: N,
    userId: string,
    event: E,
    payload: ServerEventPayload<N, E>,
  ): void;
  /**
   * Disconnects every socket opened with a token (by its `jti`), on every namespace and — through the cluster
   * adapter — on every API instance: a signed-out token keeps no connection open.
   */
  disconnectToken(tokenId: string): void;
  readonly server: Server | null;
}

export interface AttachOptions {
  httpServer: HttpServer;
  origins: string[];
  db: Db;
  tokens: TokenService;
  channels: AnyRealtimeChannel[];
  log: SocketLog;
  /** Relays events between API instances (`createClusterAdapter`); in-memory (one instance) when omitted. */
  adapter?: ServerOptions['adapter'];
  /** The chat message limit's counter; this instance's memory when omitted. */
  messageLimit?: MessageRateLimiter;
  /** "Now" of the handshake's ban check (an ended ban lifts itself); the wall clock when omitted. */
  clock?: () => Date;
}

/**
 * Whether a socket.io request may go on, by its `Origin`: a browser page may connect only from one of the portal
 * origins (the ones CORS allows), on every namespace and transport — WebSocket upgrades are not covered by CORS,
 * so without this any site could open a socket with a visitor's token. A request without `Origin` does not come
 * from a web page (a server, a native client) and goes on, as it would with CORS.
 */
export function originAllowed(origin: string | undefined, origins: readonly string[]): boolean {
  return origin === undefined || origins.includes(origin);
}

function handshakeError(message: string, code: number): Error & { data: { code: number } } {
  return Object.assign(new Error(message), { data: { code } });
}

export class SocketRealtime implements Realtime {
  private io: Server | null = null;
  /** Client messages being handled (`ChannelServices.track`). */
  private readonly inFlight = new Set<Promise<void>>();

  get server(): Server | null {
    return this.io;
  }

  /** Attaches socket.io (path /socket.io) to the API's HTTP server with the auth middleware on every channel. */
  attach(options: AttachOptions): Server {
    const io = new Server(options.httpServer, {
      path: '/socket.io',
      serveClient: false,
      cors: { origin: options.origins, methods: ['GET', 'POST'] },
      maxHttpBufferSize: 1_000_000,
      allowRequest: (request, callback) => {
        const allowed = originAllowed(request.headers.origin, options.origins);
        if (!allowed) {
          options.log.warn({ origin: request.headers.origin }, 'socket refused: origin not allowed');
        }
        callback(allowed ? null : 'Origin not allowed', allowed);
      },
      ...(options.adapter ? { adapter: options.adapter } : {}),
    });
    const services: ChannelServices = {
      messageLimit: options.messageLimit ?? memoryMessageLimiter(),
      track: (work) => {
        const tracked = work.finally(() => this.inFlight.delete(tracked));
        this.inFlight.add(tracked);
        return tracked;
      },
    };

    const authMiddleware = async (socket: Socket, next: (error?: Error) => void) => {
      const token = typeof socket.handshake.auth?.token === 'string' ? socket.handshake.auth.token : null;
      if (!token) {
        socket.data = { userId: null, anonymous: true, tokenId: null };
        return next();
      }
      try {
        const user = await authenticate(options.db, options.tokens, token, {
          now: options.clock?.() ?? new Date(),
          locale: readerLocale(undefined, socket.handshake.headers['accept-language']),
        });
        const claims = await options.tokens.claims(token);
        socket.data = { userId: user.id, anonymous: false, tokenId: claims?.jti ?? null };
        next();
      } catch (error) {
        if (isApiError(error)) return next(handshakeError(error.message, error.code));
        options.log.warn({ err: error }, 'socket handshake failed');
        next(handshakeError('Internal server error', 5000));
      }
    };

    /**
     * A signed-in socket joins its token's room (where `disconnectToken` finds it), then the revocation is read
     * once more: a sign-out stores the revocation before it disconnects the token's room, so a socket whose
     * handshake passed just before is either in the room by then or finds the revocation here.
     */
    const closeIfSignedOut = async (socket: Socket) => {
      const { tokenId } = socket.data as SocketData;
      if (!tokenId) return;
      await socket.join(tokenRoom(tokenId));
      if (await isRevoked(options.db, tokenId)) socket.disconnect(true);
    };
    const watchToken = (socket: Socket, namespace: string) => {
      closeIfSignedOut(socket).catch((error: unknown) => {
        options.log.warn({ err: error, namespace }, 'socket token check failed');
        socket.disconnect(true);
      });
    };

    io.of('/').use(authMiddleware as never);
    io.of('/').on('connection', (socket) => watchToken(socket, '/'));
    for (const channel of options.channels) {
      // One cast for every channel: each channel's handler is typed for its own namespace.
      const namespace = io.of(channel.namespace) as unknown as ArenaNamespace<SocketNamespace>;
      const onConnection = channel.onConnection as RealtimeChannel<SocketNamespace>['onConnection'];
      namespace.use(async (socket, next) => {
        await authMiddleware(socket, (error) => {
          if (error) return next(error);
          if (channel.requiresUser && socket.data.anonymous) {
            return next(handshakeError('Authentication token is missing', 3001));
          }
          next();
        });
      });
      namespace.on('connection', (socket) => {
        watchToken(socket as unknown as Socket, channel.namespace);
        void Promise.resolve(onConnection(socket, namespace, options.log, services)).catch(
          (error: unknown) => {
            options.log.warn(
              { err: error, namespace: channel.namespace },
              'socket connection handler failed',
            );
            socket.disconnect(true);
          },
        );
      });
    }
    this.io = io;
    return io;
  }

  emitToRoom<N extends SocketNamespace, E extends ServerEvent<N>>(
    namespace: N,
    room: string,
    event: E,
    payload: ServerEventPayload<N, E>,
  ): void {
    this.io?.of(namespace).to(room).emit(event, payload);
  }

  emitToUser<N extends SocketNamespace, E extends ServerEvent<N>>(
    namespace: N,
    userId: string,
    event: E,
    payload: ServerEventPayload<N, E>,
  ): void {
    this.emitToRoom(namespace, userRoom(userId), event, payload);
  }

  disconnectToken(tokenId: string): void {
    const io = this.io;
    if (!io) return;
    // `_nsps` holds '/' and every channel; each instance attaches the same ones, and the adapter relays the
    // disconnection to the others.
    for (const namespace of io._nsps.values()) namespace.in(tokenRoom(tokenId)).disconnectSockets(true);
  }

  /**
   * Closes this instance's socket connections (before the HTTP server closes, so it can). The clients see a lost
   * transport, not a server-side disconnect, so they reconnect by themselves — through the load balancer, to another
   * instance, whose handshake joins their rooms again. Only this instance's: through the cluster adapter,
   * `disconnectSockets` would close every instance's sockets.
   */
  async disconnectAll(): Promise<void> {
    // The messages being handled first, so their acknowledgements reach their senders.
    await this.settleInFlight();
    // Each connection of this instance closes once what it has to send (acknowledgements, events) is written.
    for (const namespace of this.io?._nsps.values() ?? []) {
      for (const socket of namespace.sockets.values()) socket.conn.close();
    }
  }

  /** Waits (at most `IN_FLIGHT_WAIT_MS`) for the client messages being handled. */
  private async settleInFlight(): Promise<void> {
    if (this.inFlight.size === 0) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled([...this.inFlight]),
      new Promise((resolve) => {
        timer = setTimeout(resolve, IN_FLIGHT_WAIT_MS);
      }),
    ]);
    clearTimeout(timer);
  }

  async close(): Promise<void> {
    const io = this.io;
    this.io = null;
    if (!io) return;
    // A message that arrived while the connections closed is still stored and relayed before the database closes.
    await this.settleInFlight();
    await new Promise<void>((resolve) => {
      io.close(() => resolve());
    });
  }
}
