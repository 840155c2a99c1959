import { apiCall } from '../api/api-client';
import { takeTokenFromAddress } from './address-token';
import { sessionStore } from './session-store';

/**
 * P1 §4: a token in the query string, on any navigation, is stored in the auth cookie (through the session
 * store) when it comes back with the state of a sign-in this browser started, and token and state are removed
 * from the address bar. Returns true when a token was taken.
 */
export function consumeTokenFromAddress(): boolean {
  return takeTokenFromAddress((token) => sessionStore.getState().signIn(token));
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
