import { AppLink, Badge, Button, VisuallyHidden, type Notification } from '@arena/shared-kit';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { NOTIFICATION_TONES, notificationDate, notificationKind } from '../utils/notifications';

const Item = styled.li<{ $unread: boolean; $compact: boolean }>`
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme, $compact }) => theme.space($compact ? 3 : 4)};
  border: 1px solid ${({ theme, $unread }) => ($unread ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme, $unread }) => ($unread ? theme.colors.surfaceRaised : theme.colors.surface)};
  ${({ $unread, theme }) =>
    $unread &&
    css`
      box-shadow: 0 0 0 1px color-mix(in srgb, ${theme.colors.primary} 35%, transparent);
    `}
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.info};
    outline-offset: 2px;
  }
`;

const TopLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  time {
    font-size: 0.8rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Title = styled.h2<{ $compact: boolean }>`
  margin: 0;
  font-size: ${({ $compact }) => ($compact ? '0.95rem' : '1.05rem')};
  overflow-wrap: anywhere;
`;

const TitleLink = styled(AppLink)`
  color: inherit;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

const Message = styled.p<{ $compact: boolean }>`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
  ${({ $compact }) =>
    $compact &&
    css`
      display: -webkit-box;
      -webkit-line-clamp: 2;
      -webkit-box-orient: vertical;
      overflow: hidden;
      font-size: 0.9rem;
    `}
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

export interface NotificationItemProps {
  notification: Notification;
  onMarkRead: (notificationId: string) => void;
  busy?: boolean;
  /** The header dropdown's smaller card. */
  compact?: boolean;
}

/**
 * One notification card (P2 §2): type badge, date (short month, day, year in en-US whatever the language), title
 * linking to the screen the notification concerns, message; unread cards have a highlighted border and a Mark as
 * read button.
 */
export function NotificationItem({
  notification,
  onMarkRead,
  busy = false,
  compact = false,
}: NotificationItemProps) {
  const { t } = useTranslation('account');
  const titleId = useId();
  const kind = notificationKind(notification.type);
  const unread = !notification.read;
  const itemRef = useRef<HTMLLIElement>(null);
  const keepFocusHere = useRef(false);

  // The Mark as read button disappears once the notification is read; keep keyboard focus on the card.
  useEffect(() => {
    if (unread || !keepFocusHere.current) return;
    keepFocusHere.current = false;
    itemRef.current?.focus();
  }, [unread]);

  return (
    <Item
      ref={itemRef}
      tabIndex={-1}
      $unread={unread}
      $compact={compact}
      data-testid="notification"
      data-read={String(notification.read)}
      data-type={kind}
    >
      <TopLine>
        <Badge $tone={NOTIFICATION_TONES[kind]}>{t(`notifications.types.${kind}`)}</Badge>
        <time dateTime={notification.createdAt}>
          {notificationDate(notification.createdAt) ?? t('kit:notAvailable')}
        </time>
      </TopLine>
      <Title as={compact ? 'h3' : 'h2'} id={titleId} dir="auto" $compact={compact}>
        {notification.link ? (
          <TitleLink href={notification.link}>{notification.title}</TitleLink>
        ) : (
          notification.title
        )}
        {/* After the title, so dir="auto" follows the title's own language. */}
        {unread && <VisuallyHidden> ({t('notifications.unread')})</VisuallyHidden>}
      </Title>
      <Message dir="auto" $compact={compact}>
        {notification.message}
      </Message>
      {unread && (
        <Actions>
          <Button
            $variant="secondary"
            $size="small"
            aria-describedby={titleId}
            disabled={busy}
            onClick={() => {
              keepFocusHere.current = true;
              onMarkRead(notification._id);
            }}
          >
            {t('notifications.markRead')}
          </Button>
        </Actions>
      )}
    </Item>
  );
}
