import { apiCall, type Notification } from '@arena/shared-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markAllRead } from '../utils/notifications';
import { NOTIFICATIONS_QUERY_KEY } from './get-notifications';

/** PATCH /v1/notifications/read-all (P2 §7). */
export function markAllNotificationsRead() {
  return apiCall('PATCH /v1/notifications/read-all');
}

/** Marks every notification read; on success all are marked read in the shared cache. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => {
      queryClient.setQueriesData<Notification[]>(
        { queryKey: NOTIFICATIONS_QUERY_KEY },
        (list) => list && markAllRead(list),
      );
    },
    onError: (error) => console.error('[account] Failed to mark all notifications as read', error),
  });
}
