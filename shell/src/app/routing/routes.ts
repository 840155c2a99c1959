import { pathMatchesPrefix, type RemoteDescriptor } from '@arena/shared-kit';
import { ownerOf } from '../federation/remotes';

/**
 * The shell's own pages (DESIGN §3); every other path belongs to a remote or is Page Not Found. Its build publishes
 * them (route-patterns.json, kept in step by a test) so the deploy server answers 404 for a path nobody draws.
 */
export const SHELL_PAGES = {
  '/': 'home',
  '/banned': 'banned',
  '/logout': 'logout',
  '/coming-soon': 'comingSoon',
} as const;

export type ShellPage = (typeof SHELL_PAGES)[keyof typeof SHELL_PAGES] | 'notFound';

/** Shell pages drawn without header and footer. */
const SHELL_BARE_ROUTES = ['/coming-soon'];

/** Signed-in routes (P1 §2, P2 §6): visitors are sent to sign-in before the remote mounts. */
export const SIGNED_IN_ROUTES = ['/account', '/ticket', '/link-discord', '/staff'];

export type RouteMatch =
  | { owner: 'shell'; page: ShellPage; bare: boolean }
  | { owner: 'remote'; remote: RemoteDescriptor; bare: boolean };

/** `/news/` → `/news`; the root stays `/`. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** Who draws a path: a remote from the manifest, one of the shell's pages, or the shell's Page Not Found. */
export function matchRoute(pathname: string, remotes: RemoteDescriptor[]): RouteMatch {
  const path = normalizePath(pathname);
  const remote = ownerOf(path, remotes);
  if (remote) {
    return {
      owner: 'remote',
      remote,
      bare: (remote.bareRoutes ?? []).some((route) => pathMatchesPrefix(path, route)),
    };
  }
  const page: ShellPage = (SHELL_PAGES as Record<string, ShellPage>)[path] ?? 'notFound';
  return { owner: 'shell', page, bare: SHELL_BARE_ROUTES.includes(path) };
}

export function isSignedInRoute(pathname: string): boolean {
  const path = normalizePath(pathname);
  return SIGNED_IN_ROUTES.some((route) => pathMatchesPrefix(path, route));
}
