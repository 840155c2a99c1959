import { api, sessionStore, type User } from '@arena/shared-kit';

/**
 * The shell's sign-in handling, reduced to what a remote running alone needs: a `?token=` coming back from
 * sign-in is stored and removed from the address, and the current user is loaded so signed-in screens work.
 */
export async function restoreStandaloneSession(): Promise<void> {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('token');
  if (token) {
    sessionStore.getState().signIn(token);
    url.searchParams.delete('token');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }
  if (!sessionStore.getState().token) return;
  try {
    const body = await api.get<{ user?: User; data?: User | { user?: User } }>('/v1/user/me', {
      redirectOnAuthError: false,
    });
    const nested = body.data && 'user' in body.data ? body.data.user : (body.data as User | undefined);
    const user = body.user ?? nested;
    if (user) sessionStore.getState().setUser(user);
    else sessionStore.getState().logout();
  } catch (error) {
    console.warn('[pass] standalone sign-in failed; continuing signed out', error);
    sessionStore.getState().logout();
  }
}
