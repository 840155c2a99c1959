import {
  AUTH_COOKIE,
  AUTH_COOKIE_DAYS,
  readCookie,
  removeCookie,
  writeCookie,
  writeSessionCookie,
} from './cookies';

/** The query parameter the sign-in service returns the token in (`redirect_url?token=<JWT>&state=<state>`). */
export const TOKEN_PARAM = 'token';
/** The query parameter that carries the sign-in's `state`: sent to the sign-in service, returned with the token. */
export const STATE_PARAM = 'state';
/** The cookie holding the state of the sign-in this browser started (a session cookie, readable by the portal only). */
export const SIGN_IN_STATE_COOKIE = 'arena_signin_state';
/** What a state looks like: 16 to 128 url-safe characters (the API's stand-in checks the same). */
export const SIGN_IN_STATE_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

/**
 * Splits a sign-in token and its state off an address: the token, the state, and the same address (path, other
 * parameters, hash) without them. `token` is null when the address carries none; the state leaves the address only
 * with a token (alone, it is some page's own parameter).
 */
export function splitTokenFromUrl(href: string): {
  token: string | null;
  state: string | null;
  addressWithoutToken: string;
} {
  const url = new URL(href, 'http://localhost');
  const token = url.searchParams.get(TOKEN_PARAM) || null;
  const state = token ? url.searchParams.get(STATE_PARAM) || null : null;
  if (url.searchParams.has(TOKEN_PARAM)) {
    url.searchParams.delete(TOKEN_PARAM);
    url.searchParams.delete(STATE_PARAM);
  }
  return { token, state, addressWithoutToken: `${url.pathname}${url.search}${url.hash}` };
}

/** 128 random bits, url-safe (22 characters). */
function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * The `state` of the sign-in this browser is about to start (login CSRF defence): the pending one, or a new random
 * value stored in a session cookie of this origin. Every sign-in address built before a sign-in completes carries the
 * same value; a token that comes back with it is taken once, and the next sign-in gets a new one.
 */
export function signInState(): string {
  const pending = readCookie(SIGN_IN_STATE_COOKIE);
  if (pending && SIGN_IN_STATE_PATTERN.test(pending)) return pending;
  const state = randomState();
  writeSessionCookie(SIGN_IN_STATE_COOKIE, state);
  return state;
}

/** True when `state` is the pending sign-in's; the pending state is then used up (single use). */
function takeSignInState(state: string | null): boolean {
  const pending = readCookie(SIGN_IN_STATE_COOKIE);
  if (!state || !pending || state !== pending) return false;
  removeCookie(SIGN_IN_STATE_COOKIE);
  return true;
}

/**
 * A token in the current address goes to `store` only when it comes back with the state of a sign-in this browser
 * started; either way token and state leave the address bar. A token without that state (a link someone else made,
 * an old address) is ignored: the current session stays. Returns true when a token was stored.
 */
export function takeTokenFromAddress(store: (token: string) => void): boolean {
  const { token, state, addressWithoutToken } = splitTokenFromUrl(window.location.href);
  if (!token) return false;
  window.history.replaceState(window.history.state, '', addressWithoutToken);
  if (!takeSignInState(state)) {
    console.warn(
      '[arena] a sign-in token in the address was ignored: this browser did not start that sign-in',
    );
    return false;
  }
  store(token);
  return true;
}

/**
 * P1 §4 at the very start of a page, with nothing loaded but this module and the cookie helpers: a token in the
 * address (with the state of the sign-in this browser started) goes to the auth cookie, and token and state leave
 * the address. The shell's entry calls it before its libraries are evaluated, so from the page's first task on, a
 * navigation (even one right after the load event) carries the cookie; the session store reads the cookie when it
 * is created. Returns true when a token was taken.
 */
export function storeTokenFromAddress(): boolean {
  return takeTokenFromAddress((token) => writeCookie(AUTH_COOKIE, token, AUTH_COOKIE_DAYS));
}
