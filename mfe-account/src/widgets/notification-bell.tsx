import '../i18n';
import { AppLink, formatNumber, Muted, popoverSurface, useSession } from '@arena/shared-kit';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useNotifications } from '../features/notifications/api/get-notifications';
import { useMarkNotificationRead } from '../features/notifications/api/mark-notification-read';
import { NotificationItem } from '../features/notifications/components/notification-item';
import { BELL_PREVIEW_SIZE, unreadCount } from '../features/notifications/utils/notifications';

const Wrapper = styled.div`
  position: relative;
  display: inline-flex;
`;

const BellButton = styled.button`
  position: relative;
  display: inline-grid;
  place-items: center;
  inline-size: 40px;
  block-size: 40px;
  border: 1px solid transparent;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover,
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.info};
    outline-offset: 2px;
  }
`;

const Count = styled.span`
  position: absolute;
  inset-block-start: 2px;
  inset-inline-end: 0;
  min-inline-size: 18px;
  padding-inline: 4px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.danger};
  color: #1a0000;
  font-size: 0.7rem;
  font-weight: 700;
  line-height: 18px;
  text-align: center;
`;

const Panel = styled.section`
  ${popoverSurface}
  position: absolute;
  inset-block-start: calc(100% + 8px);
  inset-inline-end: 0;
  inline-size: min(360px, calc(100vw - 24px));
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surface};
  text-align: start;
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.info};
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1rem;
  }
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 0 ${({ theme }) => theme.space(2)};
  padding: 0;
`;

const ViewAll = styled(AppLink)`
  display: block;
  padding-block: ${({ theme }) => theme.space(2)};
  text-align: center;
  font-weight: 600;
`;

const BellIcon = () => (
  <svg
    width="22"
    height="22"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    aria-hidden="true"
  >
    <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </svg>
);

function BellMenu() {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const panelId = useId();
  const headingId = useId();
  const { data: notifications = [], isPending } = useNotifications();
  const markRead = useMarkNotificationRead();
  const unread = unreadCount(notifications);
  const preview = notifications.slice(0, BELL_PREVIEW_SIZE);

  useEffect(() => {
    if (!open) return;
    panelRef.current?.focus();
    const closeOnOutsidePointer = (event: Event) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open]);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    buttonRef.current?.focus();
  };

  const closeWhenFocusLeaves = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next && !wrapperRef.current?.contains(next)) setOpen(false);
  };

  return (
    <Wrapper
      ref={wrapperRef}
      onKeyDown={closeOnEscape}
      onBlur={closeWhenFocusLeaves}
      data-testid="notification-bell"
    >
      <BellButton
        ref={buttonRef}
        aria-label={t('bell.label', { count: unread })}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <BellIcon />
        {unread > 0 && (
          <Count aria-hidden="true">{unread > 99 ? `${formatNumber(99)}+` : formatNumber(unread)}</Count>
        )}
      </BellButton>
      <Panel ref={panelRef} id={panelId} aria-labelledby={headingId} tabIndex={-1} hidden={!open}>
        <h2 id={headingId}>{t('notifications.title')}</h2>
        {open && (
          <>
            {isPending ? (
              <Muted role="status">{t('notifications.loading')}</Muted>
            ) : preview.length === 0 ? (
              <Muted>{t('notifications.emptyTitle')}</Muted>
            ) : (
              <List>
                {preview.map((notification) => (
                  <NotificationItem
                    key={notification._id}
                    compact
                    notification={notification}
                    busy={markRead.isPending && markRead.variables === notification._id}
                    onMarkRead={(id) => markRead.mutate(id)}
                  />
                ))}
              </List>
            )}
            <ViewAll href="/account/notifications" onClick={() => setOpen(false)}>
              {t('bell.viewAll')}
            </ViewAll>
          </>
        )}
      </Panel>
    </Wrapper>
  );
}

/**
 * The header bell (P1 §2, P2 §2): unread count and a dropdown of the first 3 notifications with a link to all.
 * Exposed as `account/NotificationBell` and rendered by the shell inside its own KitProvider; renders nothing
 * while signed out.
 */
export default function NotificationBell() {
  const isAuthenticated = useSession((state) => state.isAuthenticated);
  return isAuthenticated ? <BellMenu /> : null;
}
