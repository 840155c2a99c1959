import { apiCall, sessionStore } from '@arena/shared-kit';

export async function fetchGeoIp(): Promise<void> {
  try {
    const { data } = await apiCall('GET /v1/general/geoip', { redirectOnAuthError: false });
    if (sessionStore.getState().isAuthenticated) sessionStore.getState().setGeoIP(data);
  } catch (error) {
    console.error('[arena] geo-IP lookup failed', error);
  }
}

/** P1 §4: each time the session becomes authenticated, the geo-IP lookup runs and its answer is stored. */
export function watchGeoIp(): () => void {
  return sessionStore.subscribe((state, previous) => {
    if (state.isAuthenticated && !previous.isAuthenticated) void fetchGeoIp();
  });
}
