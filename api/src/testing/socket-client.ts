import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import type { ChatAnswer, ChatFailure } from '../realtime/chat-socket.js';
import { TEST_PORTAL_ORIGIN } from './test-app.js';

export type { Socket };

/** Starts the app on a free local port, so sockets can reach it; gives its base URL. */
export async function listenOnFreePort(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/**
 * The socket.io clients of one test file: `open` connects the way a portal page does (WebSocket, the portal's
 * origin, no reconnection); call `disconnectAll` in `after`, before the app closes.
 */
export function socketClients() {
  const sockets: Socket[] = [];
  return {
    /** A socket on `url` (base URL and namespace); anonymous without a token. */
    open(url: string, options: { token?: string; query?: Record<string, string> } = {}): Socket {
      const socket = io(url, {
        path: '/socket.io',
        transports: ['websocket'],
        auth: options.token ? { token: options.token } : {},
        ...(options.query ? { query: options.query } : {}),
        reconnection: false,
        extraHeaders: { origin: TEST_PORTAL_ORIGIN },
      });
      sockets.push(socket);
      return socket;
    },
    disconnectAll(): void {
      for (const socket of sockets) socket.disconnect();
    },
  };
}

/**
 * How long `nextEvent` waits before it fails: an event missed (a listener attached after it came) ends the test with
 * the event's name instead of hanging its process until the stage's limit.
 */
const NEXT_EVENT_TIMEOUT_MS = 30_000;

/**
 * The first argument of the next `event` a socket receives; rejects when one of `failOn` comes first (with the
 * `connect_error` itself, or an error naming the event), or when none came within 30 s.
 *
 * @example nextEvent<ChatFailure>(socket, 'chat_error', ['CHAT_HISTORY'])
 */
export function nextEvent<T>(socket: Socket, event: string, failOn: readonly string[] = []): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const listeners = new Map<string, (payload: unknown) => void>();
    const timer = setTimeout(
      () => settle(() => reject(new Error(`no ${event} within ${NEXT_EVENT_TIMEOUT_MS / 1000} s`))),
      NEXT_EVENT_TIMEOUT_MS,
    );
    const settle = (then: () => void) => {
      clearTimeout(timer);
      for (const [name, listener] of listeners) socket.off(name, listener);
      then();
    };
    listeners.set(event, (payload) => settle(() => resolve(payload as T)));
    for (const other of failOn) {
      listeners.set(other, (payload) =>
        settle(() =>
          reject(
            payload instanceof Error
              ? payload
              : new Error(`${other} ${JSON.stringify(payload)} before ${event}`),
          ),
        ),
      );
    }
    for (const [name, listener] of listeners) socket.on(name, listener);
  });
}

/** Resolves once the socket is connected; rejects with the `connect_error`. */
export function connected(socket: Socket): Promise<void> {
  return nextEvent<void>(socket, 'connect', ['connect_error']);
}

/** The `connect_error` of a socket the handshake refuses (its `data.code` is the API's error code). */
export function handshakeRefusal(socket: Socket): Promise<Error & { data?: { code: number } }> {
  return nextEvent(socket, 'connect_error', ['connect']);
}

export interface ReceivedEvent {
  event: string;
  payload: Record<string, unknown>;
}

/** Every event the socket receives from now on, in order (the list fills as they come). */
export function collectEvents(socket: Socket): ReceivedEvent[] {
  const events: ReceivedEvent[] = [];
  socket.onAny((event: string, payload: Record<string, unknown>) => events.push({ event, payload }));
  return events;
}

/** Checks `check` every 20 ms until it holds; fails the test, naming `what`, after `timeoutMs`. */
export async function waitFor(
  check: () => Promise<boolean> | boolean,
  what: string,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  assert.fail(`timed out waiting for ${what}`);
}

/**
 * The client side of a chat channel (`createChatChannel`) under its event names: the history on joining, the
 * refusal of a socket that may not join, the next message in the room, and sending one (with its acknowledgement).
 */
export function chatClient<Message>(events: { history: string; message: string }) {
  return {
    history: (socket: Socket) =>
      nextEvent<Message[]>(socket, events.history, ['chat_error', 'connect_error']),
    refusal: (socket: Socket) => nextEvent<ChatFailure>(socket, 'chat_error', [events.history]),
    nextMessage: (socket: Socket) => nextEvent<Message>(socket, events.message),
    send: (socket: Socket, payload: unknown): Promise<ChatAnswer> =>
      socket.timeout(NEXT_EVENT_TIMEOUT_MS).emitWithAck(events.message, payload),
  };
}
