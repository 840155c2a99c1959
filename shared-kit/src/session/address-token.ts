import { AUTH_COOKIE, AUTH_COOKIE_DAYS, writeCookie } from './cookies';

/** The query parameter the sign-in service returns the token in (`redirect_url?token=<JWT>`). */
export const TOKEN_PARAM = 'token';

/**
 * Splits a sign-in token off an address: the token, and the same address (path, other parameters, hash)
 * without it. `token` is null when the address carries none.
 */
export function splitTokenFromUrl(href: string): { token: string | null; addressWithoutToken: string } {
  const url = new URL(href, 'http://localhost');
  const token = url.searchParams.get(TOKEN_PARAM);
  url.searchParams.delete(TOKEN_PARAM);
  return { token: token || null, addressWithoutToken: `${url.pathname}${url.search}${url.hash}` };
}

/** Hands a token in the current address to `store`, then removes it from the address bar. */
export function takeTokenFromAddress(store: (token: string) => void): boolean {
  const { token, addressWithoutToken } = splitTokenFromUrl(window.location.href);
  if (!token) return false;
  store(token);
  window.history.replaceState(window.history.state, '', addressWithoutToken);
  return true;
}

/**
 * P1 §4 at the very start of a page, with nothing loaded but this module and the cookie helpers: a token in the
 * address goes to the auth cookie and leaves the address. The shell's entry calls it before its libraries are
 * evaluated, so from the page's first task on, a navigation (even one right after the load event) carries the
 * cookie; the session store reads the cookie when it is created. Returns true when a token was taken.
 */
export function storeTokenFromAddress(): boolean {
  return takeTokenFromAddress((token) => writeCookie(AUTH_COOKIE, token, AUTH_COOKIE_DAYS));
}
