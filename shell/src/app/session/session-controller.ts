import { consumeTokenFromAddress, sessionStore } from '@arena/shared-kit';
import { guardNavigation, type GuardDecision } from '../routing/navigation-guard';
import { watchAuthCookie } from './cookie-check';
import { loadCurrentUser } from './current-user';
import { watchGeoIp } from './geo-ip';
import { trackReferralOnce } from './referral';

/** Moves to a path of the portal in place of the current entry (single-spa reroutes on replaceState). */
export function replaceAddress(path: string): void {
  window.history.replaceState(null, '', path);
}

export interface SessionControllerOptions {
  /** Leaves the portal for another site (sign-in); `window.location.assign` by default. */
  leaveTo?: (url: string) => void;
  /** Moves within the portal without a new history entry. */
  navigate?: (path: string) => void;
}

let userRequest: Promise<unknown> | null = null;

/**
 * Applies the session rules to the address in force (P1 §4): takes a token from the query string, loads the
 * user when a token has no user yet, forces banned users to /banned and sends visitors on signed-in routes to
 * sign-in. Runs at start and before every navigation.
 */
export function syncSessionWithAddress(options: SessionControllerOptions = {}): GuardDecision {
  const navigate = options.navigate ?? replaceAddress;
  const leaveTo = options.leaveTo ?? ((url: string) => window.location.assign(url));
  const tokenTaken = consumeTokenFromAddress();
  const { token, user } = sessionStore.getState();
  if (token && (tokenTaken || (!user && !userRequest))) {
    const request = loadCurrentUser(navigate).finally(() => {
      if (userRequest === request) userRequest = null;
    });
    userRequest = request;
  }
  const { pathname, search } = window.location;
  const { isBanned } = sessionStore.getState();
  const decision = guardNavigation({
    pathname,
    search,
    hasToken: Boolean(sessionStore.getState().token),
    isBanned,
  });
  if (decision.action === 'banned') navigate('/banned');
  if (decision.action === 'sign-in') leaveTo(decision.url);
  return decision;
}

/** Resolves once the user request in flight, if any, has settled (tests and the logout page wait on it). */
export function settledUserRequest(): Promise<unknown> {
  return userRequest ?? Promise.resolve();
}

/**
 * Starts the session: referral tracking, geo-IP on sign-in, the rules above now, before every single-spa navigation
 * and when a call bans the session, and the 30 s cookie check. Returns the function that stops it all.
 */
export function startSession(options: SessionControllerOptions = {}): () => void {
  const navigate = options.navigate ?? replaceAddress;
  void trackReferralOnce(window.location.search);
  const stopGeoIp = watchGeoIp();
  syncSessionWithAddress(options);
  const onNavigation = () => {
    syncSessionWithAddress(options);
  };
  window.addEventListener('single-spa:before-routing-event', onNavigation);
  // A call of any screen answered 1002 (the kit's API client ended the session): the ban flow goes on to /banned.
  const stopBanWatch = sessionStore.subscribe((state, previous) => {
    if (state.isBanned && !previous.isBanned) syncSessionWithAddress(options);
  });
  const stopCookieWatch = watchAuthCookie(navigate);
  return () => {
    stopGeoIp();
    stopBanWatch();
    stopCookieWatch();
    window.removeEventListener('single-spa:before-routing-event', onNavigation);
  };
}
