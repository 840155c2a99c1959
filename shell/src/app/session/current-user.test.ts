import {
  AUTH_COOKIE,
  PASS_REGISTERED_COOKIE,
  readCookie,
  sessionStore,
  writeCookie,
} from '@arena/shared-kit';
import { aUser, jsonResponse, resetSession } from '../../testing/test-utils';
import { banReasonOf, loadCurrentUser, NETWORK_FAILURE_GRACE_MS, NO_BAN_REASON } from './current-user';
import { ApiError } from '@arena/shared-kit';

describe('loading the current user', () => {
  const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
  const navigate = jest.fn();

  beforeEach(() => {
    resetSession();
    fetchMock.mockReset();
    navigate.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
    sessionStore.getState().signIn('jwt-1');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => jest.restoreAllMocks());

  it('asks GET /v1/user/me with the bearer token and authenticates the session', async () => {
    const user = aUser();
    fetchMock.mockResolvedValue(jsonResponse({ user }));
    await expect(loadCurrentUser(navigate)).resolves.toBe('signed-in');
    const [url, init] = fetchMock.mock.calls[0];
    expect(String(url)).toMatch(/\/v1\/user\/me$/);
    expect(init?.method).toBe('GET');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer jwt-1');
    expect(sessionStore.getState()).toMatchObject({ user, isAuthenticated: true });
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each([
    [
      'details.reason',
      { code: 1002, message: 'Account suspended', details: { reason: 'Cheating in finals' } },
      'Cheating in finals',
    ],
    [
      'the message when there is no reason',
      { code: 1002, message: 'Account suspended' },
      'Account suspended',
    ],
    ['"No reason provided" when there is neither', { code: 1002, message: '' }, NO_BAN_REASON],
    [
      '"No reason provided" for a blank reason and message',
      { code: 1002, message: ' ', details: { reason: '  ' } },
      NO_BAN_REASON,
    ],
  ])('bans on code 1002 and stores %s', async (_label, body, reason) => {
    writeCookie(PASS_REGISTERED_COOKIE, '1', 7);
    fetchMock.mockResolvedValue(jsonResponse(body, 403));
    await expect(loadCurrentUser(navigate)).resolves.toBe('banned');
    expect(sessionStore.getState()).toMatchObject({
      isBanned: true,
      banReason: reason,
      token: null,
      user: null,
      isAuthenticated: false,
    });
    expect(readCookie(AUTH_COOKIE)).toBeNull();
    expect(readCookie(PASS_REGISTERED_COOKIE)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/banned');
  });

  it('logs out and goes home on any other failure', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ code: 3001, message: 'Authentication token is missing' }, 401),
    );
    await expect(loadCurrentUser(navigate)).resolves.toBe('signed-out');
    expect(sessionStore.getState()).toMatchObject({
      token: null,
      user: null,
      isAuthenticated: false,
      isBanned: false,
    });
    expect(readCookie(AUTH_COOKIE)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('logs out and goes home on a server error', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: 500, message: 'boom' }, 500));
    await expect(loadCurrentUser(navigate)).resolves.toBe('signed-out');
    expect(sessionStore.getState().token).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('logs out and goes home on a network error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(loadCurrentUser(navigate)).resolves.toBe('signed-out');
    expect(sessionStore.getState().token).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('waits before logging out on a network error, so a page being left keeps the session for the next one', async () => {
    jest.useFakeTimers();
    try {
      fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
      const loading = loadCurrentUser(navigate);
      await jest.advanceTimersByTimeAsync(NETWORK_FAILURE_GRACE_MS - 50);
      // A reload or a link to another document stops the page here: nothing has been logged out yet.
      expect(sessionStore.getState().token).not.toBeNull();
      expect(navigate).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(100);
      await expect(loading).resolves.toBe('signed-out');
      expect(sessionStore.getState().token).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('ignores an answer that arrives after the user logged out', async () => {
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const loading = loadCurrentUser(navigate);
    sessionStore.getState().logout();
    answer(jsonResponse({ user: aUser() }));
    await expect(loading).resolves.toBe('signed-out');
    expect(sessionStore.getState().isAuthenticated).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('banReasonOf', () => {
  it('reads details.reason, then the message, then falls back', () => {
    expect(banReasonOf(new ApiError(403, 1002, 'msg', { reason: 'why' }))).toBe('why');
    expect(banReasonOf(new ApiError(403, 1002, 'msg'))).toBe('msg');
    expect(banReasonOf(new ApiError(403, 1002, ''))).toBe(NO_BAN_REASON);
    expect(banReasonOf(new Error('not an API error'))).toBe(NO_BAN_REASON);
  });
});
