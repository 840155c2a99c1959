import { io } from 'socket.io-client';
import { connectSocket, DEFAULT_RECONNECT_POLICY, RECONNECT_POLICIES, type ReconnectPolicy } from './socket';

jest.mock('socket.io-client', () => ({ io: jest.fn(() => ({})) }));

/** The options `connectSocket` gave socket.io for a policy. */
async function socketOptions(policy: ReconnectPolicy) {
  const open = jest.mocked(io);
  open.mockClear();
  await connectSocket('/support-chat', { ticket_id: 't1', channel_id: 'c1' }, policy);
  return open.mock.calls[0]![1]!;
}

/** The longest a first reconnection can wait under socket.io's options (its delay, varied by the jitter). */
const longestFirstWaitMs = (options: { reconnectionDelay?: number; randomizationFactor?: number }) =>
  (options.reconnectionDelay ?? 0) * (1 + (options.randomizationFactor ?? 0));

describe('connectSocket: reconnection options', () => {
  test('the support chat reconnects as the kit does by default: about 1 s with jitter, at most 5 s apart', async () => {
    const options = await socketOptions(RECONNECT_POLICIES.supportChat);
    expect(options).toMatchObject({
      reconnection: true,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      reconnectionAttempts: Infinity,
      randomizationFactor: 0.5,
    });
    expect(RECONNECT_POLICIES.supportChat).toBe(DEFAULT_RECONNECT_POLICY);
  });

  test('a socket whose instance restarted is back within 5 s (issue 34): its first try comes sooner', async () => {
    const options = await socketOptions(RECONNECT_POLICIES.supportChat);
    expect(longestFirstWaitMs(options)).toBeLessThan(5000);
    expect(options.reconnectionDelayMax).toBeLessThanOrEqual(5000);
  });

  test("the fixed delays of P1 §4 stay without jitter: the tournament channel's 1 s doubling, 5 attempts", async () => {
    expect(await socketOptions(RECONNECT_POLICIES.tournament)).toMatchObject({
      reconnectionDelay: 1000,
      reconnectionDelayMax: 16_000,
      reconnectionAttempts: 5,
      randomizationFactor: 0,
    });
  });
});
