import type { ChatAnswer } from '@arena/contract';
import {
  CHAT_RESEND_WINDOW_MS,
  CHAT_SEND_ATTEMPTS,
  chatOutbox,
  newClientMessageId,
  type OutboxResult,
} from './chat-outbox';
import { CHAT_SEND_TIMEOUT_MS } from './chat-socket';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The socket's side the outbox sees: what was emitted, with each send's acknowledgement. */
function fakeSocket() {
  const sent: {
    event: string;
    payload: { clientMessageId: string; content: string };
    ack: (answer: ChatAnswer) => void;
  }[] = [];
  return {
    connected: true,
    sent,
    emit: jest.fn(
      (event: string, payload: (typeof sent)[number]['payload'], ack: (answer: ChatAnswer) => void) => {
        sent.push({ event, payload, ack });
      },
    ),
  };
}

function setup() {
  const socket = fakeSocket();
  const outbox = chatOutbox<{ content: string }>(socket, 'message');
  const results: OutboxResult[] = [];
  const send = (content: string) => outbox.send({ content }, (result) => results.push(result));
  return { socket, outbox, results, send };
}

afterEach(() => jest.useRealTimers());

describe('chatOutbox: client message ids and resends', () => {
  test('each message gets its own uuid, sent with it; the answer settles it once', () => {
    const { socket, results, send } = setup();
    const first = send('hello');
    const second = send('hello');
    expect(first).toMatch(UUID);
    expect(second).toMatch(UUID);
    expect(second).not.toBe(first);
    expect(socket.sent.map((entry) => [entry.event, entry.payload])).toEqual([
      ['message', { content: 'hello', clientMessageId: first }],
      ['message', { content: 'hello', clientMessageId: second }],
    ]);
    socket.sent[0]!.ack({ ok: true, id: 'm1' });
    socket.sent[0]!.ack({ ok: true, id: 'm1' });
    expect(results).toEqual([{ ok: true, id: 'm1' }]);
  });

  test('a message whose answer a reconnection lost is sent again on connect with the same id; the stale answer is ignored', () => {
    const { socket, outbox, results, send } = setup();
    const id = send('are you there?');
    socket.connected = false;
    outbox.pause();
    outbox.resend(); // still disconnected: nothing goes out
    expect(socket.sent).toHaveLength(1);
    socket.connected = true;
    outbox.resend();
    expect(socket.sent).toHaveLength(2);
    expect(socket.sent[1]!.payload).toEqual({ content: 'are you there?', clientMessageId: id });
    // The answer to the first send (lost with its connection) does not count; the second's does, once.
    socket.sent[0]!.ack({ ok: true, id: 'm9' });
    expect(results).toEqual([]);
    socket.sent[1]!.ack({ ok: true, id: 'm9' });
    outbox.resend();
    expect(socket.sent).toHaveLength(2);
    expect(results).toEqual([{ ok: true, id: 'm9' }]);
  });

  test('a message sent while disconnected goes out at the next connection', () => {
    const { socket, outbox, send } = setup();
    socket.connected = false;
    const id = send('queued');
    expect(socket.sent).toHaveLength(0);
    socket.connected = true;
    outbox.resend();
    expect(socket.sent.map((entry) => entry.payload.clientMessageId)).toEqual([id]);
  });

  test('no answer while connected: sent again with the same id, then given up after the last attempt', () => {
    jest.useFakeTimers();
    const { socket, results, send } = setup();
    const id = send('slow');
    for (let attempt = 1; attempt < CHAT_SEND_ATTEMPTS; attempt += 1) {
      jest.advanceTimersByTime(CHAT_SEND_TIMEOUT_MS);
      expect(socket.sent).toHaveLength(attempt + 1);
    }
    expect(new Set(socket.sent.map((entry) => entry.payload.clientMessageId))).toEqual(new Set([id]));
    jest.advanceTimersByTime(CHAT_SEND_TIMEOUT_MS);
    expect(results).toEqual([null]);
    expect(socket.sent).toHaveLength(CHAT_SEND_ATTEMPTS);
  });

  test(`a message offline longer than ${CHAT_RESEND_WINDOW_MS / 1000} s is given up; a refusal settles at once`, () => {
    jest.useFakeTimers();
    const { socket, outbox, results, send } = setup();
    socket.connected = false;
    send('lost');
    jest.advanceTimersByTime(CHAT_RESEND_WINDOW_MS);
    expect(results).toEqual([null]);
    socket.connected = true;
    outbox.resend();
    expect(socket.sent).toHaveLength(0);
    send('too many');
    socket.sent[0]!.ack({ ok: false, code: 4029, message: 'Too many requests' });
    expect(results[1]).toEqual({ ok: false, code: 4029, message: 'Too many requests' });
  });

  test('closed: nothing more is sent and nothing settles', () => {
    jest.useFakeTimers();
    const { socket, outbox, results, send } = setup();
    socket.connected = false;
    send('bye');
    outbox.close();
    socket.connected = true;
    outbox.resend();
    jest.advanceTimersByTime(CHAT_RESEND_WINDOW_MS);
    expect(socket.sent).toHaveLength(0);
    expect(results).toEqual([]);
  });

  test('newClientMessageId is a v4 uuid without crypto.randomUUID too (pages that are not a secure context)', () => {
    const randomUUID = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const ids = new Set(Array.from({ length: 50 }, () => newClientMessageId()));
      expect(ids.size).toBe(50);
      for (const id of ids) expect(id).toMatch(UUID);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });
});
