import { AUTH_COOKIE, removeCookie, sessionStore } from '@arena/shared-kit';
import { aUser, resetSession } from '../../testing/test-utils';
import { checkAuthCookie, COOKIE_CHECK_INTERVAL_MS, watchAuthCookie } from './cookie-check';

describe('the 30 s auth cookie check', () => {
  const navigate = jest.fn();

  beforeEach(() => {
    resetSession();
    navigate.mockReset();
  });

  function signInAs() {
    sessionStore.getState().signIn('jwt-1');
    sessionStore.getState().setUser(aUser());
  }

  it('logs out and goes home when the cookie vanished while authenticated', () => {
    signInAs();
    removeCookie(AUTH_COOKIE);
    expect(checkAuthCookie(navigate)).toBe(true);
    expect(sessionStore.getState()).toMatchObject({ token: null, user: null, isAuthenticated: false });
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('does nothing while the cookie is there', () => {
    signInAs();
    expect(checkAuthCookie(navigate)).toBe(false);
    expect(sessionStore.getState().isAuthenticated).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does nothing for a visitor', () => {
    expect(checkAuthCookie(navigate)).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('runs every 30 seconds', () => {
    jest.useFakeTimers();
    try {
      signInAs();
      const stop = watchAuthCookie(navigate);
      removeCookie(AUTH_COOKIE);
      jest.advanceTimersByTime(COOKIE_CHECK_INTERVAL_MS - 1);
      expect(sessionStore.getState().isAuthenticated).toBe(true);
      jest.advanceTimersByTime(1);
      expect(sessionStore.getState().isAuthenticated).toBe(false);
      expect(navigate).toHaveBeenCalledWith('/');
      stop();
    } finally {
      jest.useRealTimers();
    }
    expect(COOKIE_CHECK_INTERVAL_MS).toBe(30_000);
  });
});
