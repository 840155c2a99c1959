import { apiCall, useSession, type Notification } from '@arena/shared-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** P2 §9: the notification list is refetched every 60 s while signed in. */
export const NOTIFICATIONS_REFETCH_MS = 60_000;

/** One cache entry for the header bell and the notifications page, so marking read in one updates the other. */
export const NOTIFICATIONS_QUERY_KEY = ['account', 'notifications'] as const;

/** GET /v1/notifications (P2 §7). */
export async function getNotifications(): Promise<Notification[]> {
  try {
    const { data } = await apiCall('GET /v1/notifications');
    return data ?? [];
  } catch (error) {
    // P2 §8: any notification call failure is logged only; nothing changes.
    console.error('[account] Failed to load notifications', error);
    throw error;
  }
}

export const notificationsQuery = () =>
  queryOptions({
    queryKey: NOTIFICATIONS_QUERY_KEY,
    queryFn: getNotifications,
    refetchInterval: NOTIFICATIONS_REFETCH_MS,
  });

/** The signed-in user's notifications, refetched every 60 s; idle while signed out. */
export function useNotifications() {
  const isAuthenticated = useSession((state) => state.isAuthenticated);
  return useQuery({ ...notificationsQuery(), enabled: isAuthenticated });
}
