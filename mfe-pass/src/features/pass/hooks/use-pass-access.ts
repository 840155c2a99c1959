import {
  AUTH_COOKIE_DAYS,
  PASS_REGISTERED_COOKIE,
  removeCookie,
  useSession,
  writeCookie,
} from '@arena/shared-kit';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { progressQueryOptions } from '../api/get-progress';
import { statusQueryOptions } from '../api/get-status';
import { passAccess } from '../utils/pass-access';

/**
 * The viewer's access to the pass and, for a member, their progress. Keeps the pass-registered cookie in step:
 * written for a member, removed for a signed-in player who is not one (the session removes it on a ban, P1 §4).
 */
export function usePassAccess() {
  const hasSession = useSession((state) => Boolean(state.token) || state.isAuthenticated);
  const userId = useSession((state) => (state.isAuthenticated ? (state.user?.id ?? null) : null));
  const status = useQuery(statusQueryOptions(userId));
  const progressQuery = useQuery(progressQueryOptions(userId));
  const access = passAccess({
    hasSession,
    userLoaded: userId !== null,
    isRegistered: status.data?.isRegistered,
    progress: progressQuery.data,
    settled: !status.isPending && !progressQuery.isPending,
  });

  useEffect(() => {
    if (access === 'registered') writeCookie(PASS_REGISTERED_COOKIE, '1', AUTH_COOKIE_DAYS);
    if (access === 'unregistered') removeCookie(PASS_REGISTERED_COOKIE);
  }, [access]);

  return { access, progress: progressQuery.data ?? null, progressLoading: progressQuery.isLoading };
}
