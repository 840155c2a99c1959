import { AUTH_COOKIE, readCookie } from './cookies';
import { sessionStore } from './session-store';
import { splitTokenFromUrl, storeTokenFromAddress } from './address-token';
import { consumeTokenFromAddress } from './token-from-url';

describe('token from the address', () => {
  beforeEach(() => {
    sessionStore.getState().logout();
    window.history.replaceState(null, '', '/');
  });

  it('splits the token off and keeps the path, the other parameters and the hash', () => {
    expect(splitTokenFromUrl('http://localhost/account?tab=1&token=abc.def&ref=friend#top')).toEqual({
      token: 'abc.def',
      addressWithoutToken: '/account?tab=1&ref=friend#top',
    });
    expect(splitTokenFromUrl('http://localhost/news?token=t')).toEqual({
      token: 't',
      addressWithoutToken: '/news',
    });
  });

  it('finds nothing when the address has no token', () => {
    expect(splitTokenFromUrl('http://localhost/news?page=2')).toEqual({
      token: null,
      addressWithoutToken: '/news?page=2',
    });
    expect(splitTokenFromUrl('http://localhost/?token=')).toEqual({ token: null, addressWithoutToken: '/' });
  });

  it('stores the token in the auth cookie and the session, and removes it from the address', () => {
    window.history.replaceState(null, '', '/tournaments?region=eu&token=jwt-123');
    expect(consumeTokenFromAddress()).toBe(true);
    expect(sessionStore.getState().token).toBe('jwt-123');
    expect(readCookie(AUTH_COOKIE)).toBe('jwt-123');
    expect(`${window.location.pathname}${window.location.search}`).toBe('/tournaments?region=eu');
  });

  it('writes the cookie for 7 days, Secure and SameSite=Strict', () => {
    const cookieSetter = jest.spyOn(document, 'cookie', 'set');
    window.history.replaceState(null, '', '/?token=jwt-9');
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
    window.history.replaceState(null, '', '/loyalty-leaderboard?token=jwt-early#me');
    expect(storeTokenFromAddress()).toBe(true);
    expect(readCookie(AUTH_COOKIE)).toBe('jwt-early');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/loyalty-leaderboard#me',
    );
    // Nothing left for the session's own pass over the address.
    expect(consumeTokenFromAddress()).toBe(false);
    expect(storeTokenFromAddress()).toBe(false);
  });
});
