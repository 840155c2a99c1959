import { AUTH_COOKIE, PASS_REGISTERED_COOKIE, readCookie, writeCookie } from './cookies';
import { sessionStore } from './session-store';

describe('session store', () => {
  it('stores the token in the auth cookie on sign-in and removes it on logout', () => {
    sessionStore.getState().signIn('token-abc');
    expect(sessionStore.getState().token).toBe('token-abc');
    expect(readCookie(AUTH_COOKIE)).toBe('token-abc');
    sessionStore.getState().logout();
    expect(sessionStore.getState()).toMatchObject({ token: null, user: null, isAuthenticated: false });
    expect(readCookie(AUTH_COOKIE)).toBeNull();
  });

  it('clears the session and both cookies when banned, keeping the reason', () => {
    sessionStore.getState().signIn('token-abc');
    writeCookie(PASS_REGISTERED_COOKIE, '1', 7);
    sessionStore.getState().markBanned('cheating');
    expect(sessionStore.getState()).toMatchObject({
      token: null,
      isBanned: true,
      banReason: 'cheating',
      isAuthenticated: false,
    });
    expect(readCookie(AUTH_COOKIE)).toBeNull();
    expect(readCookie(PASS_REGISTERED_COOKIE)).toBeNull();
  });
});
