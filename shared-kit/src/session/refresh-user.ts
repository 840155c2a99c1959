import type { User } from '@arena/contract';
import { apiCall } from '../api/api-client';
import { sessionStore } from './session-store';

let inFlight: Promise<User | null> | null = null;

/**
 * Loads the signed-in user again (GET /v1/user/me) into the session store, so what the server changed since the
 * page loaded — a staff role granted or revoked (DESIGN §5) — shows without signing in again. A failure keeps the
 * session as it is (the shell's cookie check and the pages' own calls deal with a lapsed token); a sign-out or
 * another sign-in meanwhile wins over the answer. Calls made while one is under way share it. Answers the user the
 * store holds afterwards.
 */
export function refreshSessionUser(): Promise<User | null> {
  const { token } = sessionStore.getState();
  if (!token) return Promise.resolve(sessionStore.getState().user);
  inFlight ??= apiCall('GET /v1/user/me', { redirectOnAuthError: false })
    .then(({ user }) => {
      if (sessionStore.getState().token === token) sessionStore.getState().setUser(user);
    })
    .catch(() => {
      // Kept as it was: see above.
    })
    .then(() => {
      inFlight = null;
      return sessionStore.getState().user;
    });
  return inFlight;
}
