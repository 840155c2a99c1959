import type { ChatAnswer } from '@arena/contract';
import { CHAT_SEND_TIMEOUT_MS } from './chat-socket';

/** How long a sent message is tried (across reconnections) before it counts as failed. */
export const CHAT_RESEND_WINDOW_MS = 30_000;
/** Sends of one message at most: the first and two more (after reconnections, or an answer that never came). */
export const CHAT_SEND_ATTEMPTS = 3;

/** What the outbox uses of a chat's socket: sending with an acknowledgement, and whether it is connected. */
export interface OutboxSocket {
  readonly connected: boolean;
  emit: (...args: never[]) => unknown;
}

/** A message's end: the server's answer (stored with its id, or refused), or null when none came in time. */
export type OutboxResult = ChatAnswer | null;

export interface ChatOutbox<Payload> {
  /**
   * Sends `payload` with a new client message id (the contract's `clientMessageId`, returned), now when connected,
   * else at the next connection; `settled` is called once, with the server's answer, or null once it is given up.
   */
  send(payload: Payload, settled: (result: OutboxResult) => void): string;
  /** The socket (re)connected: sends again, with their ids, the messages still waiting for an answer. */
  resend(): void;
  /** The socket disconnected: answers to what is in flight are lost; those messages wait for `resend`. */
  pause(): void;
  /** The chat closed: nothing more is sent, and nothing waiting settles. */
  close(): void;
}

/** A uuid (v4) for a message; `crypto.randomUUID` where the page is a secure context, else from random bytes. */
export function newClientMessageId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

interface Entry<Payload> {
  payload: Payload & { clientMessageId: string };
  attempts: number;
  /** Which send the awaited answer belongs to: an answer to an earlier one (lost with its connection) is ignored. */
  inFlight: number | null;
  timer: ReturnType<typeof setTimeout> | undefined;
  deadline: ReturnType<typeof setTimeout>;
  settle: (result: OutboxResult) => void;
}

/**
 * The messages a chat sent and the server has not answered yet. A message whose acknowledgement was lost (its
 * socket reconnected mid-send, say after an instance's restart) is sent again on the next connection with the same
 * `clientMessageId`: the server stores it once and answers with the message it stored, so the chat shows it once.
 * A message is given up (null) after `CHAT_SEND_ATTEMPTS` sends or `CHAT_RESEND_WINDOW_MS` without an answer.
 *
 * @example
 * const outbox = chatOutbox(socket, 'message');
 * socket.on('connect', outbox.resend); socket.on('disconnect', outbox.pause);
 * const clientMessageId = outbox.send({ type: 'message', content }, (answer) => show(answer));
 */
export function chatOutbox<Payload extends object>(socket: OutboxSocket, event: string): ChatOutbox<Payload> {
  const waiting = new Map<string, Entry<Payload>>();
  let closed = false;

  const finish = (entry: Entry<Payload>, result: OutboxResult) => {
    if (!waiting.delete(entry.payload.clientMessageId)) return;
    clearTimeout(entry.timer);
    clearTimeout(entry.deadline);
    entry.settle(result);
  };

  const transmit = (entry: Entry<Payload>) => {
    if (closed || !socket.connected || entry.inFlight !== null) return;
    if (entry.attempts >= CHAT_SEND_ATTEMPTS) return finish(entry, null);
    entry.attempts += 1;
    const attempt = entry.attempts;
    entry.inFlight = attempt;
    // No answer while connected: the server may have stored it; the same id is safe to send again.
    entry.timer = setTimeout(() => {
      if (entry.inFlight !== attempt) return;
      entry.inFlight = null;
      transmit(entry);
    }, CHAT_SEND_TIMEOUT_MS);
    (socket.emit as (event: string, payload: unknown, ack: (answer: ChatAnswer) => void) => unknown)(
      event,
      entry.payload,
      (answer) => {
        if (entry.inFlight !== attempt) return;
        finish(entry, answer ?? null);
      },
    );
  };

  return {
    send(payload, settle) {
      const clientMessageId = newClientMessageId();
      const entry: Entry<Payload> = {
        payload: { ...payload, clientMessageId },
        attempts: 0,
        inFlight: null,
        timer: undefined,
        deadline: setTimeout(() => finish(entry, null), CHAT_RESEND_WINDOW_MS),
        settle,
      };
      waiting.set(clientMessageId, entry);
      transmit(entry);
      return clientMessageId;
    },
    resend() {
      for (const entry of waiting.values()) transmit(entry);
    },
    pause() {
      for (const entry of waiting.values()) {
        clearTimeout(entry.timer);
        entry.inFlight = null;
      }
    },
    close() {
      closed = true;
      for (const entry of waiting.values()) {
        clearTimeout(entry.timer);
        clearTimeout(entry.deadline);
      }
      waiting.clear();
    },
  };
}
