import { apiCall } from '../api/api-client';
import { sessionStore } from './session-store';

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

/**
 * P1 §4: a token in the query string, on any navigation, is stored in the auth cookie (through the session
 * store) and removed from the address bar. Returns true when a token was taken.
 */
export function consumeTokenFromAddress(): boolean {
  const { token, addressWithoutToken } = splitTokenFromUrl(window.location.href);
  if (!token) return false;
  sessionStore.getState().signIn(token);
  window.history.replaceState(window.history.state, '', addressWithoutToken);
  return true;
}

/**
 * Sign-in for a remote running alone in its standalone frame (the shell does more: bans, cookie checks):
 * a `?token=` from sign-in is stored and stripped, then the current user is loaded; failures leave the frame
 * signed out.
 */
export async function restoreStandaloneSession(appName: string): Promise<void> {
  consumeTokenFromAddress();
  if (!sessionStore.getState().token) return;
  try {
    const { user } = await apiCall('GET /v1/user/me', { redirectOnAuthError: false });
    sessionStore.getState().setUser(user);
  } catch (error) {
    console.warn(`[${appName}] standalone sign-in failed; continuing signed out`, error);
    sessionStore.getState().logout();
  }
}
