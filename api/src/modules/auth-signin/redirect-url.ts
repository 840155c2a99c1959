import { SIGN_IN_STATE_PATTERN } from '@arena/contract';

/** An absolute http(s) URL on one of the portal origins, or null. */
export function parseRedirectUrl(raw: string | undefined, allowedOrigins: string[]): URL | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  return allowedOrigins.includes(url.origin) ? url : null;
}

/**
 * `redirect_url` with `token` (and the portal's `state`, when it sent one) added to its query string; its other
 * parameters are kept.
 */
export function redirectWithToken(url: URL, token: string, state?: string): string {
  const target = new URL(url.href);
  target.searchParams.set('token', token);
  if (state) target.searchParams.set('state', state);
  return target.href;
}

/**
 * The portal's sign-in `state` from a query or form: undefined when absent, null when it is not 16 to 128 url-safe
 * characters (the portal makes 22), else the value, returned with the token unchanged.
 */
export function parseSignInState(raw: unknown): string | null | undefined {
  if (raw === undefined || raw === '') return undefined;
  return typeof raw === 'string' && SIGN_IN_STATE_PATTERN.test(raw) ? raw : null;
}
