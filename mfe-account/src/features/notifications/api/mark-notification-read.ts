import { apiCall, type Notification } from '@arena/shared-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markRead } from '../utils/notifications';
import { NOTIFICATIONS_QUERY_KEY } from './get-notifications';

/** PATCH /v1/notifications/{id}/read (P2 §7). */
export function markNotificationRead(notificationId: string) {
  return apiCall('PATCH /v1/notifications/:id/read', { params: { id: notificationId } });
}

/** Marks one notification read; on success it is marked read in the shared cache (bell and page). */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: (_answer, notificationId) => {
      queryClient.setQueriesData<Notification[]>(
        { queryKey: NOTIFICATIONS_QUERY_KEY },
        (list) => list && markRead(list, notificationId),
      );
    },
    onError: (error) => console.error('[account] Failed to mark notification as read', error),
  });
}
