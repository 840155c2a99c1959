import { type Notification, useLocale, useSession } from '@arena/shared-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { openNotificationsSocket } from '../api/notifications-socket';
import { NOTIFICATIONS_QUERY_KEY, withPushed } from '../utils/notifications';

type Socket = Awaited<ReturnType<typeof openNotificationsSocket>>;

/** One socket per page, player and language, shared by the bell and the notifications page. */
let shared: { key: string; socket: Promise<Socket>; users: number } | null = null;

function acquire(key: string, lang: Parameters<typeof openNotificationsSocket>[0]): Promise<Socket> {
  if (shared?.key !== key) {
    release();
    shared = { key, socket: openNotificationsSocket(lang), users: 0 };
  }
  shared.users += 1;
  return shared.socket;
}

function release(): void {
  if (!shared) return;
  shared.users -= 1;
  if (shared.users > 0) return;
  const { socket } = shared;
  shared = null;
  void socket.then(
    (open) => open.disconnect(),
    () => undefined,
  );
}

/**
 * While mounted and signed in, each notification the API pushes (DESIGN §5) goes to the top of the cached list at
 * once, so the bell's count and the page update without waiting for the 60 s refetch. A socket failure is only
 * logged (P2 §8): the refetch still runs.
 */
export function useNotificationsPush(): void {
  const userId = useSession((state) => (state.isAuthenticated ? (state.user?.id ?? null) : null));
  const locale = useLocale();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!userId) return;
    let live = true;
    const onNotification = (notification: Notification) => {
      queryClient.setQueryData<Notification[]>([...NOTIFICATIONS_QUERY_KEY, locale], (list) =>
        list ? withPushed(list, notification) : list,
      );
    };
    const pending = acquire(`${userId}:${locale}`, locale);
    pending.then(
      (socket) => {
        if (live) socket.on('notification', onNotification);
      },
      (error: unknown) => console.error('[account] Notifications socket failed to open', error),
    );
    return () => {
      live = false;
      void pending.then(
        (socket) => socket.off('notification', onNotification),
        () => undefined,
      );
      release();
    };
  }, [userId, locale, queryClient]);
}
