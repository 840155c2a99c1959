import { apiCall, type Locale, type Notification, useLocale, useSession } from '@arena/shared-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useNotificationsPush } from '../hooks/use-notifications-push';
import { NOTIFICATIONS_QUERY_KEY } from '../utils/notifications';

export { NOTIFICATIONS_QUERY_KEY };

/** P2 §9: the notification list is refetched every 60 s while signed in. */
export const NOTIFICATIONS_REFETCH_MS = 60_000;

/** GET /v1/notifications (P2 §7), titles and messages in `lang`. */
export async function getNotifications(lang: Locale): Promise<Notification[]> {
  try {
    const { data } = await apiCall('GET /v1/notifications', { query: { lang } });
    return data ?? [];
  } catch (error) {
    // P2 §8: any notification call failure is logged only; nothing changes.
    console.error('[account] Failed to load notifications', error);
    throw error;
  }
}

export const notificationsQuery = (lang: Locale) =>
  queryOptions({
    queryKey: [...NOTIFICATIONS_QUERY_KEY, lang],
    queryFn: () => getNotifications(lang),
    refetchInterval: NOTIFICATIONS_REFETCH_MS,
  });

/**
 * The signed-in user's notifications in the page's language, refetched every 60 s and updated at once by the
 * notifications socket; idle while signed out.
 */
export function useNotifications() {
  const isAuthenticated = useSession((state) => state.isAuthenticated);
  const locale = useLocale();
  useNotificationsPush();
  return useQuery({ ...notificationsQuery(locale), enabled: isAuthenticated });
}
