import { AUTH_COOKIE, readCookie, sessionStore } from '@arena/shared-kit';

/** P1 §9: the auth cookie is checked every 30 s. */
export const COOKIE_CHECK_INTERVAL_MS = 30_000;

/**
 * Logs out and goes home when the session is authenticated but its auth cookie has vanished (expired, or
 * removed in another tab). Returns true when it logged out.
 */
export function checkAuthCookie(navigate: (path: string) => void): boolean {
  const { isAuthenticated, logout } = sessionStore.getState();
  if (!isAuthenticated || readCookie(AUTH_COOKIE)) return false;
  logout();
  navigate('/');
  return true;
}

/** Runs `checkAuthCookie` every 30 s; returns the function that stops it. */
export function watchAuthCookie(
  navigate: (path: string) => void,
  intervalMs = COOKIE_CHECK_INTERVAL_MS,
): () => void {
  const timer = setInterval(() => checkAuthCookie(navigate), intervalMs);
  return () => clearInterval(timer);
}
