import { getPlatformConfig } from '../config/platform-config';

/** `{authUrl}/auth/signin?redirect_url={origin}{path}` for the given path (default: the current one). */
export function signInUrl(path = currentPath()): string {
  const { authUrl } = getPlatformConfig();
  return `${authUrl}/auth/signin?redirect_url=${encodeURIComponent(`${window.location.origin}${path}`)}`;
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
