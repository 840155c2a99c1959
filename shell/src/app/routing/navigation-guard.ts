import { signInUrl, TOKEN_PARAM } from '@arena/shared-kit';
import { isSignedInRoute, normalizePath } from './routes';

export interface GuardInput {
  pathname: string;
  search: string;
  /** A token in the session store (read from the auth cookie). */
  hasToken: boolean;
  isBanned: boolean;
}

export type GuardDecision = { action: 'allow' } | { action: 'banned' } | { action: 'sign-in'; url: string };

/**
 * What happens on a navigation (P1 §2, §6): a banned user is forced to /banned; a visitor opening a signed-in
 * route goes to sign-in with a redirect back to the current path. A token in the address counts as signed in,
 * because it is consumed before the route is drawn.
 */
export function guardNavigation({ pathname, search, hasToken, isBanned }: GuardInput): GuardDecision {
  if (isBanned) return normalizePath(pathname) === '/banned' ? { action: 'allow' } : { action: 'banned' };
  if (!isSignedInRoute(pathname)) return { action: 'allow' };
  if (hasToken || new URLSearchParams(search).get(TOKEN_PARAM)) return { action: 'allow' };
  return { action: 'sign-in', url: signInUrl(`${pathname}${search}`) };
}
