import { io, type Manager } from 'socket.io-client';
import {
  applyReconnectPolicy,
  connectSocket,
  RECONNECT_BACKOFF,
  RECONNECT_POLICIES,
  reconnectDelayMs,
  type ReconnectPolicy,
} from './socket';

jest.mock('socket.io-client', () => ({
  ...jest.requireActual<typeof import('socket.io-client')>('socket.io-client'),
  io: jest.fn(() => ({ io: {} })),
}));

/** A repeatable stream of draws in [0, 1) (mulberry32), so spreads are checked without flaky randomness. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The most waits that fall in any window of `windowMs` (the burst a server sees). */
function busiestWindow(waits: number[], windowMs: number): number {
  const sorted = [...waits].sort((a, b) => a - b);
  let most = 0;
  let first = 0;
  for (let last = 0; last < sorted.length; last += 1) {
    while (sorted[last]! - sorted[first]! >= windowMs) first += 1;
    most = Math.max(most, last - first + 1);
  }
  return most;
}

/** The options `connectSocket` gave socket.io for a policy, and the socket it answered. */
async function openWith(policy: ReconnectPolicy) {
  const open = jest.mocked(io);
  open.mockClear();
  const socket = await connectSocket('/support-chat', { ticket_id: 't1', channel_id: 'c1' }, policy);
  return { options: open.mock.calls[0]![1]!, socket };
}

describe('reconnectDelayMs: the kit’s backoff', () => {
  test('the first retry comes within 1 s, and not at once (0.2–1 s)', () => {
    expect(reconnectDelayMs(0, RECONNECT_BACKOFF, () => 0)).toBe(1000);
    expect(reconnectDelayMs(0, RECONNECT_BACKOFF, () => 0.999_999)).toBe(200);
    const draw = seeded(1);
    for (let i = 0; i < 1000; i += 1) {
      const wait = reconnectDelayMs(0, RECONNECT_BACKOFF, draw);
      expect(wait).toBeGreaterThanOrEqual(200);
      expect(wait).toBeLessThanOrEqual(1000);
    }
  });

  test('the ceiling doubles from 1 s and stops at 15 s, however many attempts failed', () => {
    const longest = (attempt: number) => reconnectDelayMs(attempt, RECONNECT_BACKOFF, () => 0);
    expect([0, 1, 2, 3, 4].map(longest)).toEqual([1000, 2000, 4000, 8000, 15_000]);
    expect(longest(50)).toBe(15_000);
    expect(longest(10_000)).toBe(15_000);
    expect(reconnectDelayMs(10_000, RECONNECT_BACKOFF, () => 0.999_999)).toBe(3000);
  });

  test('1,000 sockets dropped together spread their first retry over 0.8 s: no 50 ms holds a tenth of them', () => {
    const draw = seeded(34);
    const waits = Array.from({ length: 1000 }, () => reconnectDelayMs(0, RECONNECT_BACKOFF, draw));
    expect(Math.max(...waits) - Math.min(...waits)).toBeGreaterThan(750);
    // Evenly spread, 50 ms of 800 hold about 62; one burst would hold all 1,000.
    expect(busiestWindow(waits, 50)).toBeLessThan(100);
    expect(new Set(waits).size).toBeGreaterThan(500);
  });

  test('sockets that keep failing stay spread at the cap (3–15 s), not on one 15 s beat', () => {
    const draw = seeded(7);
    const waits = Array.from({ length: 1000 }, () => reconnectDelayMs(8, RECONNECT_BACKOFF, draw));
    expect(Math.min(...waits)).toBeGreaterThanOrEqual(3000);
    expect(Math.max(...waits)).toBeLessThanOrEqual(15_000);
    expect(busiestWindow(waits, 500)).toBeLessThan(100);
  });
});

describe('RECONNECT_POLICIES: every channel the same backoff', () => {
  test.each(Object.entries(RECONNECT_POLICIES))('%s reconnects by RECONNECT_BACKOFF', (_name, policy) => {
    expect(policy).toMatchObject(RECONNECT_BACKOFF);
    expect(policy.attempts).toBeGreaterThan(0);
  });

  test('the tournament channel gives up after 5 attempts (P1 §4); the others keep trying while open', () => {
    expect(RECONNECT_POLICIES.tournament.attempts).toBe(5);
    for (const name of ['matchChat', 'supportChat', 'notifications', 'ticketUpdates'] as const)
      expect(RECONNECT_POLICIES[name].attempts).toBe(Infinity);
  });
});

describe('connectSocket: reconnection', () => {
  test('socket.io gets the policy’s reconnection options', async () => {
    const { options } = await openWith(RECONNECT_POLICIES.tournament);
    expect(options).toMatchObject({
      reconnection: true,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 15_000,
      reconnectionAttempts: 5,
      randomizationFactor: 0.8,
    });
  });

  test('the socket’s Manager waits by the kit’s backoff, counting and resetting its attempts', async () => {
    const { socket } = await openWith(RECONNECT_POLICIES.notifications);
    const backoff = (
      socket.io as unknown as { backoff: { attempts: number; duration(): number; reset(): void } }
    ).backoff;
    const random = jest.spyOn(Math, 'random').mockReturnValue(0);
    try {
      expect([backoff.duration(), backoff.duration(), backoff.duration()]).toEqual([1000, 2000, 4000]);
      expect(backoff.attempts).toBe(3);
      backoff.reset();
      expect(backoff.duration()).toBe(1000);
    } finally {
      random.mockRestore();
    }
  });

  test('a real socket.io Manager schedules its retry by the kit’s wait, not its own', () => {
    const { Manager: RealManager } =
      jest.requireActual<typeof import('socket.io-client')>('socket.io-client');
    jest.useFakeTimers();
    const random = jest.spyOn(Math, 'random').mockReturnValue(0.5);
    // Set before the kit's backoff goes in: socket.io alone would wait 10 s (its jitter off).
    const manager: Manager = new RealManager('https://localhost:1', {
      autoConnect: false,
      reconnectionDelay: 10_000,
      randomizationFactor: 0,
    });
    try {
      applyReconnectPolicy(manager, RECONNECT_POLICIES.matchChat);
      const internals = manager as unknown as { reconnect(): void; skipReconnect: boolean };
      const attempts: number[] = [];
      manager.on('reconnect_attempt', (attempt) => {
        attempts.push(attempt);
        // socket.io checks this again after the event: the test stops before a real connection is tried.
        internals.skipReconnect = true;
      });
      // What socket.io does when a connection closes with reconnection on.
      internals.reconnect();
      // 1 s ceiling, 0.8 of it drawn: 1000 × (1 − 0.8 × 0.5) = 600 ms.
      jest.advanceTimersByTime(599);
      expect(attempts).toEqual([]);
      jest.advanceTimersByTime(1);
      expect(attempts).toEqual([1]);
    } finally {
      random.mockRestore();
      jest.useRealTimers();
    }
  });
});
