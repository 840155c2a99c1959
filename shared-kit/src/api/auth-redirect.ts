import { getPlatformConfig } from '../config/platform-config';
import { signInState } from '../session/address-token';

/**
 * `{authUrl}/auth/signin?redirect_url={origin}{path}&state={state}` for the given path (default: the current one).
 * The sign-in service returns `state` with the token, and the portal takes a token only with the state of a
 * sign-in this browser started (`signInState`).
 */
export function signInUrl(path = currentPath()): string {
  const { authUrl } = getPlatformConfig();
  const returnTo = encodeURIComponent(`${window.location.origin}${path}`);
  return `${authUrl}/auth/signin?redirect_url=${returnTo}&state=${signInState()}`;
}

/** Full-page navigation to another origin; an object so tests can observe it (jsdom cannot leave the page). */
export const browserNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/** Sends the browser to sign-in, returning to `path` afterwards. */
export function redirectToSignIn(path = currentPath()): void {
  browserNavigation.assign(signInUrl(path));
}

function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}
