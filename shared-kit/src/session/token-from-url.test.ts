import { AUTH_COOKIE, readCookie, removeCookie, writeCookie } from './cookies';
import { sessionStore } from './session-store';
import {
  SIGN_IN_STATE_COOKIE,
  SIGN_IN_STATE_PATTERN,
  signInState,
  splitTokenFromUrl,
  storeTokenFromAddress,
} from './address-token';
import { consumeTokenFromAddress } from './token-from-url';

describe('token from the address', () => {
  let state: string;
  beforeEach(() => {
    sessionStore.getState().logout();
    removeCookie(SIGN_IN_STATE_COOKIE);
    window.history.replaceState(null, '', '/');
    // This browser started a sign-in: the addresses below come back with its state.
    state = signInState();
  });

  it('splits the token off and keeps the path, the other parameters and the hash', () => {
    expect(splitTokenFromUrl('http://localhost/account?tab=1&token=abc.def&ref=friend&state=s1#top')).toEqual(
      {
        token: 'abc.def',
        state: 's1',
        addressWithoutToken: '/account?tab=1&ref=friend#top',
      },
    );
    expect(splitTokenFromUrl('http://localhost/news?token=t')).toEqual({
      token: 't',
      state: null,
      addressWithoutToken: '/news',
    });
  });

  it('finds nothing when the address has no token', () => {
    expect(splitTokenFromUrl('http://localhost/news?page=2')).toEqual({
      token: null,
      state: null,
      addressWithoutToken: '/news?page=2',
    });
    expect(splitTokenFromUrl('http://localhost/?token=')).toEqual({
      token: null,
      state: null,
      addressWithoutToken: '/',
    });
    // A state without a token is some page's own parameter.
    expect(splitTokenFromUrl('http://localhost/x?state=open')).toEqual({
      token: null,
      state: null,
      addressWithoutToken: '/x?state=open',
    });
  });

  it('stores the token in the auth cookie and the session, and removes it from the address', () => {
    window.history.replaceState(null, '', `/tournaments?region=eu&token=jwt-123&state=${state}`);
    expect(consumeTokenFromAddress()).toBe(true);
    expect(sessionStore.getState().token).toBe('jwt-123');
    expect(readCookie(AUTH_COOKIE)).toBe('jwt-123');
    expect(`${window.location.pathname}${window.location.search}`).toBe('/tournaments?region=eu');
  });

  it('writes the cookie for 7 days, Secure and SameSite=Strict', () => {
    const cookieSetter = jest.spyOn(document, 'cookie', 'set');
    window.history.replaceState(null, '', `/?token=jwt-9&state=${state}`);
    consumeTokenFromAddress();
    const written = cookieSetter.mock.calls
      .map(([value]) => value)
      .find((value) => value.startsWith(`${AUTH_COOKIE}=`))!;
    expect(written).toMatch(/; Secure; SameSite=Strict$/);
    const expires = Date.parse(/expires=([^;]+)/.exec(written)![1]);
    expect(Math.round((expires - Date.now()) / 86_400_000)).toBe(7);
    cookieSetter.mockRestore();
  });

  it('leaves the address alone when there is no token', () => {
    window.history.replaceState(null, '', '/news?page=2');
    expect(consumeTokenFromAddress()).toBe(false);
    expect(sessionStore.getState().token).toBeNull();
    expect(window.location.search).toBe('?page=2');
  });

  it('at the start of a page, stores the token in the auth cookie alone; the store created later reads it', () => {
    window.history.replaceState(null, '', `/loyalty-leaderboard?token=jwt-early&state=${state}#me`);
    expect(storeTokenFromAddress()).toBe(true);
    expect(readCookie(AUTH_COOKIE)).toBe('jwt-early');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/loyalty-leaderboard#me',
    );
    // Nothing left for the session's own pass over the address.
    expect(consumeTokenFromAddress()).toBe(false);
    expect(storeTokenFromAddress()).toBe(false);
  });

  describe('login CSRF: a token is taken only with the state of a sign-in this browser started', () => {
    const signedInAs = (token: string) => {
      writeCookie(AUTH_COOKIE, token, 7);
      sessionStore.getState().signIn(token);
    };

    it('makes one random, url-safe state per pending sign-in and keeps it until a sign-in comes back', () => {
      expect(state).toMatch(SIGN_IN_STATE_PATTERN);
      expect(state.length).toBeGreaterThanOrEqual(22);
      expect(readCookie(SIGN_IN_STATE_COOKIE)).toBe(state);
      expect(signInState()).toBe(state);
      removeCookie(SIGN_IN_STATE_COOKIE);
      expect(signInState()).not.toBe(state);
    });

    it('writes the state in a session cookie (no expiry), Secure and SameSite=Lax', () => {
      removeCookie(SIGN_IN_STATE_COOKIE);
      const cookieSetter = jest.spyOn(document, 'cookie', 'set');
      signInState();
      const written = cookieSetter.mock.calls
        .map(([value]) => value)
        .find((value) => value.startsWith(`${SIGN_IN_STATE_COOKIE}=`))!;
      expect(written).toMatch(/; path=\/; Secure; SameSite=Lax$/);
      expect(written).not.toMatch(/expires=|max-age=/i);
      cookieSetter.mockRestore();
    });

    it('ignores a token without a state, and keeps the current session and the pending state', () => {
      signedInAs('victim-jwt');
      window.history.replaceState(null, '', '/account?tab=1&token=attacker-jwt');
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      expect(consumeTokenFromAddress()).toBe(false);
      expect(storeTokenFromAddress()).toBe(false);
      expect(sessionStore.getState().token).toBe('victim-jwt');
      expect(readCookie(AUTH_COOKIE)).toBe('victim-jwt');
      expect(`${window.location.pathname}${window.location.search}`).toBe('/account?tab=1');
      expect(readCookie(SIGN_IN_STATE_COOKIE)).toBe(state);
      expect(warn).toHaveBeenCalledTimes(1);
      warn.mockRestore();
    });

    it('ignores a token with another state, at the start of a page and in the session', () => {
      signedInAs('victim-jwt');
      jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      for (const take of [storeTokenFromAddress, consumeTokenFromAddress]) {
        window.history.replaceState(null, '', `/?token=attacker-jwt&state=${state.slice(1)}x#top`);
        expect(take()).toBe(false);
        expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/#top');
      }
      expect(readCookie(AUTH_COOKIE)).toBe('victim-jwt');
      expect(sessionStore.getState().token).toBe('victim-jwt');
    });

    it('ignores any token when this browser started no sign-in', () => {
      removeCookie(SIGN_IN_STATE_COOKIE);
      jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      window.history.replaceState(null, '', `/?token=attacker-jwt&state=${state}`);
      expect(storeTokenFromAddress()).toBe(false);
      expect(readCookie(AUTH_COOKIE)).toBeNull();
      expect(window.location.search).toBe('');
    });

    it('uses a state once: the same address a second time is ignored', () => {
      const address = `/news?token=jwt-1&state=${state}`;
      window.history.replaceState(null, '', address);
      expect(storeTokenFromAddress()).toBe(true);
      expect(readCookie(AUTH_COOKIE)).toBe('jwt-1');
      expect(readCookie(SIGN_IN_STATE_COOKIE)).toBeNull();

      signedInAs('jwt-2');
      jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      window.history.replaceState(null, '', address);
      expect(storeTokenFromAddress()).toBe(false);
      expect(readCookie(AUTH_COOKIE)).toBe('jwt-2');
      expect(window.location.search).toBe('');
      // The next sign-in gets a new state.
      expect(signInState()).not.toBe(state);
    });
  });
});
