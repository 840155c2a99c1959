import {
  apiCall,
  banReasonOf,
  ErrorCodes,
  isApiError,
  NETWORK_ERROR_STATUS,
  NO_BAN_REASON,
  sessionStore,
} from '@arena/shared-kit';

// The ban reason's rule is the kit's (its API client runs the ban flow on any call too).
export { banReasonOf, NO_BAN_REASON };

export function isBanError(error: unknown): boolean {
  return isApiError(error) && Number(error.code) === ErrorCodes.banned;
}

/** `left`: the page was being left when the call failed; the session is kept for the next page. */
export type CurrentUserOutcome = 'signed-in' | 'banned' | 'signed-out' | 'left';

/**
 * How long a network failure waits before the call is made again. A page that is being left (reload, link to
 * another document) cancels its requests as a network failure; once the next document has come its timers never
 * fire, so the session it was loading survives into the next page instead of being logged out by the page that is
 * going away. When the next document is slow to come (a loaded machine), the call is made once more: a page still
 * being left has it cancelled too and does nothing; a live page gets its answer. Only a second network failure
 * logs out.
 */
export const NETWORK_FAILURE_GRACE_MS = 500;
/** How many times a network failure is met before it logs out. */
const NETWORK_ATTEMPTS = 2;

const isNetworkFailure = (error: unknown) => isApiError(error) && error.status === NETWORK_ERROR_STATUS;

/**
 * Whether this document is being left (a reload, an address typed, a link to another document). From the moment
 * the browser starts the next navigation (`beforeunload`) until the old page is gone, its requests fail as network
 * errors while its scripts still run: on a loaded machine that lasts longer than the grace below, and logging out
 * then would clear the cookie the next page needs. A page restored from the back-forward cache is live again.
 */
let pageBeingLeft = false;
if (typeof window !== 'undefined') {
  window.addEventListener('beforeunload', () => (pageBeingLeft = true));
  window.addEventListener('pagehide', () => (pageBeingLeft = true));
  window.addEventListener('pageshow', () => (pageBeingLeft = false));
}

/** For tests: as if the browser had (or had not) started leaving the page. */
export function setPageBeingLeftForTests(leaving: boolean): void {
  pageBeingLeft = leaving;
}

/**
 * Loads the signed-in user (P1 §4). Success authenticates the session; code 1002 bans it and sends the browser
 * to /banned; any other failure, network errors included, logs out and sends the browser home.
 * `navigate` replaces the current address, so Back does not return to the failed page.
 */
export async function loadCurrentUser(navigate: (path: string) => void): Promise<CurrentUserOutcome> {
  const tokenAtStart = sessionStore.getState().token;
  for (let attempt = 1; ; attempt += 1) {
    try {
      const { user } = await apiCall('GET /v1/user/me', { redirectOnAuthError: false });
      // A logout or another sign-in while the call was in flight wins over this answer.
      if (sessionStore.getState().token !== tokenAtStart) return 'signed-out';
      sessionStore.getState().setUser(user);
      return 'signed-in';
    } catch (error) {
      if (sessionStore.getState().token !== tokenAtStart) return 'signed-out';
      if (isBanError(error)) {
        sessionStore.getState().markBanned(banReasonOf(error));
        navigate('/banned');
        return 'banned';
      }
      // The page that is going away keeps the session for the next one, whatever its requests answered (a
      // failure that is not the network's included: the next page asks again and decides).
      if (pageBeingLeft) return 'left';
      if (isNetworkFailure(error) && attempt < NETWORK_ATTEMPTS) {
        await new Promise((resolve) => setTimeout(resolve, NETWORK_FAILURE_GRACE_MS));
        if (sessionStore.getState().token !== tokenAtStart) return 'signed-out';
        continue;
      }
      console.error('[arena] could not load the current user; signing out', error);
      sessionStore.getState().logout();
      navigate('/');
      return 'signed-out';
    }
  }
}
