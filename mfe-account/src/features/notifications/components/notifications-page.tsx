import { Button, EmptyState, Heading, Muted, usePageTitle } from '@arena/shared-kit';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { unreadCount } from '../utils/notifications';
import { NotificationItem } from './notification-item';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-block-end: ${({ theme }) => theme.space(4)};
  h1 {
    margin: 0;
  }
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
`;

const BellIcon = () => (
  <svg
    width="40"
    height="40"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.6"
    aria-hidden="true"
  >
    <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </svg>
);

/** /account/notifications (P2 §2). Shares its query with the header bell. */
export function NotificationsPage() {
  const { t } = useTranslation('account');
  usePageTitle(t('titles.notifications'));
  const { data: notifications = [], isPending } = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const unread = unreadCount(notifications);

  return (
    <section>
      <Header>
        <Heading>{t('notifications.title')}</Heading>
        <Button
          $variant="secondary"
          disabled={unread === 0 || markAllRead.isPending}
          onClick={() => markAllRead.mutate()}
        >
          {t('notifications.markAllRead')}
        </Button>
      </Header>
      {isPending ? (
        <Muted role="status">{t('notifications.loading')}</Muted>
      ) : notifications.length === 0 ? (
        <EmptyState
          icon={<BellIcon />}
          title={t('notifications.emptyTitle')}
          text={t('notifications.emptyText')}
        />
      ) : (
        <List>
          {notifications.map((notification) => (
            <NotificationItem
              key={notification._id}
              notification={notification}
              busy={markRead.isPending && markRead.variables === notification._id}
              onMarkRead={(id) => markRead.mutate(id)}
            />
          ))}
        </List>
      )}
    </section>
  );
}
