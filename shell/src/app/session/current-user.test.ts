import {
  AUTH_COOKIE,
  PASS_REGISTERED_COOKIE,
  readCookie,
  sessionStore,
  writeCookie,
} from '@arena/shared-kit';
import { mockApi, type MockAnswer, type MockRoute } from '@arena/shared-kit/testing';
import { aUser, resetSession } from '../../testing/test-utils';
import {
  banReasonOf,
  loadCurrentUser,
  NETWORK_FAILURE_GRACE_MS,
  NO_BAN_REASON,
  setPageBeingLeftForTests,
} from './current-user';
import { ApiError } from '@arena/shared-kit';

describe('loading the current user', () => {
  const ME = 'GET /v1/user/me';
  const answerMe = (answer: MockRoute) => mockApi({ [ME]: answer });
  const navigate = jest.fn();

  beforeEach(() => {
    resetSession();
    navigate.mockReset();
    sessionStore.getState().signIn('jwt-1');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => jest.restoreAllMocks());

  it('asks GET /v1/user/me with the bearer token and authenticates the session', async () => {
    const user = aUser();
    const api = answerMe({ body: { user } });
    await expect(loadCurrentUser(navigate)).resolves.toBe('signed-in');
    expect(api.calls()).toEqual([ME]);
    const [, init] = api.mock.calls[0];
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
    answerMe({ status: 403, body });
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
    answerMe({ status: 401, body: { code: 3001, message: 'Authentication token is missing' } });
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
    answerMe({ status: 500, body: { code: 500, message: 'boom' } });
    await expect(loadCurrentUser(navigate)).resolves.toBe('signed-out');
    expect(sessionStore.getState().token).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('logs out and goes home when the network fails twice', async () => {
    const api = answerMe({ offline: true });
    await expect(loadCurrentUser(navigate)).resolves.toBe('signed-out');
    expect(api.calls()).toEqual([ME, ME]);
    expect(sessionStore.getState().token).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('asks again after a network failure and keeps the session when the second call answers (a page left slowly)', async () => {
    const user = aUser();
    let calls = 0;
    const api = answerMe(() => (calls++ === 0 ? { offline: true } : { body: { user } }));
    await expect(loadCurrentUser(navigate)).resolves.toBe('signed-in');
    expect(api.calls()).toEqual([ME, ME]);
    expect(sessionStore.getState()).toMatchObject({ token: 'jwt-1', user, isAuthenticated: true });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('waits before logging out on a network error, so a page being left keeps the session for the next one', async () => {
    jest.useFakeTimers();
    try {
      answerMe({ offline: true });
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

  it('keeps the session when the call fails while the page is being left, however long that takes', async () => {
    const api = answerMe({ offline: true });
    setPageBeingLeftForTests(true);
    try {
      await expect(loadCurrentUser(navigate)).resolves.toBe('left');
    } finally {
      setPageBeingLeftForTests(false);
    }
    expect(api.calls()).toEqual([ME]);
    expect(sessionStore.getState().token).toBe('jwt-1');
    expect(readCookie(AUTH_COOKIE)).not.toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('keeps the session when the page is being left, whatever the call failed with', async () => {
    answerMe({ status: 502, body: { code: 502, message: 'Bad gateway' } });
    setPageBeingLeftForTests(true);
    try {
      await expect(loadCurrentUser(navigate)).resolves.toBe('left');
    } finally {
      setPageBeingLeftForTests(false);
    }
    expect(sessionStore.getState().token).toBe('jwt-1');
    expect(readCookie(AUTH_COOKIE)).not.toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('ignores an answer that arrives after the user logged out', async () => {
    let answer!: (response: MockAnswer) => void;
    answerMe({ later: new Promise((resolve) => (answer = resolve)) });
    const loading = loadCurrentUser(navigate);
    sessionStore.getState().logout();
    answer({ body: { user: aUser() } });
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
