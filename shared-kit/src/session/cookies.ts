/** Name of the cookie that carries the sign-in token (P1 §4: 7 days, Secure, SameSite=Strict). */
export const AUTH_COOKIE = 'arena_token';
/** Cookie remembering pass registration; removed with the session on a ban. */
export const PASS_REGISTERED_COOKIE = 'arena_pass_registered';
/** How long the sign-in cookie lasts, in days (P1 §4). */
export const AUTH_COOKIE_DAYS = 7;

/** The decoded value of a cookie of this page, or null. */
export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
    const trimmed = part.trim();
    if (trimmed.startsWith(prefix)) return decodeURIComponent(trimmed.slice(prefix.length));
  }
  return null;
}

/** Writes a cookie for the whole site for `days` days (Secure, SameSite=Strict). */
export function writeCookie(name: string, value: string, days: number): void {
  const expires = new Date(Date.now() + days * 86_400_000).toUTCString();
  // Secure cookies are kept on http://localhost by Chromium and Firefox, so local runs behave like production.
  document.cookie = `${name}=${encodeURIComponent(value)}; expires=${expires}; path=/; Secure; SameSite=Strict`;
}

/**
 * Writes a cookie for the whole site that ends with the browser session (Secure, SameSite=Lax: it must be readable
 * on the page a cross-site sign-in service sends the browser back to; no server reads it).
 */
export function writeSessionCookie(name: string, value: string): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; Secure; SameSite=Lax`;
}

/** Removes a cookie written by `writeCookie` or `writeSessionCookie`. */
export function removeCookie(name: string): void {
  document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; Secure; SameSite=Strict`;
}
