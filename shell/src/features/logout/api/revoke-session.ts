import { apiCall } from '@arena/shared-kit';

/** How long sign-out waits for the API before clearing the session anyway. */
export const REVOKE_TIMEOUT_MS = 5_000;

/**
 * POST /auth/logout: the API revokes the session's token, so a copy of it stops working too. Never throws and
 * never sends the browser to sign-in: an unreachable API or an already refused token must not stop a sign-out.
 * Resolves true when the API confirmed it.
 */
export async function revokeSession(timeoutMs = REVOKE_TIMEOUT_MS): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    await apiCall('POST /auth/logout', { signal: controller.signal, redirectOnAuthError: false });
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
