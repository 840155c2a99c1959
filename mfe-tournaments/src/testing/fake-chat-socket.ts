import { act, screen, within } from '@testing-library/react';

type Handler = (...args: unknown[]) => void;

/** Stands in for a chat's socket.io socket in tests: the test plays the server's side. */
export class FakeChatSocket {
  connected = false;
  active = true;
  handlers = new Map<string, Handler[]>();
  sent: { event: string; payload: unknown; ack?: Handler }[] = [];
  connect = jest.fn(() => this);
  disconnect = jest.fn(() => {
    this.connected = false;
    this.active = false;
    return this;
  });
  on(event: string, handler: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  emit(event: string, payload: unknown, ack?: Handler) {
    this.sent.push({ event, payload, ack });
    return true;
  }
  /** An event from the server. */
  serve(event: string, ...args: unknown[]) {
    if (event === 'connect') this.connected = true;
    if (event === 'disconnect') this.connected = false;
    act(() => {
      for (const handler of this.handlers.get(event) ?? []) handler(...args);
    });
  }
}

/**
 * A fresh fake socket that the (jest-mocked) socket opener of a chat answers from now on.
 *
 * @example beforeEach(() => { socket = answerWithFakeSocket(jest.mocked(openSupportSocket)); });
 */
export function answerWithFakeSocket<Open extends (...args: never[]) => Promise<unknown>>(
  openSocket: jest.MockedFunction<Open>,
): FakeChatSocket {
  const socket = new FakeChatSocket();
  openSocket.mockReset();
  openSocket.mockImplementation(() => Promise.resolve(socket) as ReturnType<Open>);
  return socket;
}

/** The toasts on screen. */
export function toaster() {
  return within(screen.getByTestId('toaster'));
}
