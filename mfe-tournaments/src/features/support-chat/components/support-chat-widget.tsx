import { Spinner, useSession, type Tournament } from '@arena/shared-kit';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SUPPORT_CHAT_NAMESPACE } from '../i18n';
import { ChatWindow } from './chat-window';

// The chat itself (form, messages, emoji picker, socket) loads the first time a player opens it.
const SupportChatPanel = lazy(() => import('./support-chat-panel'));

const Launcher = styled.button.attrs({ type: 'button' })`
  position: fixed;
  inset-block-end: ${({ theme }) => theme.space(6)};
  inset-inline-end: ${({ theme }) => theme.space(6)};
  z-index: 900;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 48px;
  padding-inline: ${({ theme }) => theme.space(5)};
  border: none;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font: inherit;
  font-weight: 700;
  box-shadow: 0 8px 24px rgb(0 0 0 / 40%);
  cursor: pointer;
  &:hover {
    filter: brightness(1.08);
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.info};
    outline-offset: 3px;
  }
`;

const Loading = styled.div`
  display: grid;
  flex: 1;
  place-items: center;
`;

function ChatBubbleIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Zm3 6v2h10V9H7Zm0-3v2h10V6H7Zm0 6v2h6v-2H7Z"
      />
    </svg>
  );
}

export interface SupportChatWidgetProps {
  tournament: Tournament;
  /**
   * The page's address asks for the chat open (`?support=chat`, the link of a support answer's alert): it opens as
   * if the launcher were pressed, and `onOpenRequestHandled` lets the page drop the request from its address.
   */
  openRequested?: boolean;
  onOpenRequestHandled?: () => void;
}

function SupportChat({ tournament, openRequested = false, onOpenRequestHandled }: SupportChatWidgetProps) {
  const { t } = useTranslation(SUPPORT_CHAT_NAMESPACE);
  const [open, setOpen] = useState(openRequested);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  // Asked by the address (on arrival, or a later alert's link while the page is open): open, then say so once.
  useEffect(() => {
    if (!openRequested) return;
    setOpen(true);
    onOpenRequestHandled?.();
  }, [openRequested, onOpenRequestHandled]);

  // Closing the chat hands focus back to the button that opened it.
  useEffect(() => {
    if (!open && wasOpen.current) launcherRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  if (!open) {
    return (
      <Launcher
        ref={launcherRef}
        aria-haspopup="dialog"
        aria-expanded={false}
        aria-label={t('launcherLabel')}
        onClick={() => setOpen(true)}
      >
        <ChatBubbleIcon />
        {t('launcher')}
      </Launcher>
    );
  }
  return (
    <Suspense
      fallback={
        <ChatWindow title={t('title')} onClose={() => setOpen(false)}>
          <Loading>
            <Spinner aria-label={t('opening')} />
          </Loading>
        </ChatWindow>
      }
    >
      <SupportChatPanel tournament={tournament} onClose={() => setOpen(false)} />
    </Suspense>
  );
}

/**
 * The live support chat of a tournament page (P1 §2): a launcher at the inline end of the screen that opens a
 * 380×540 chat window — checking for the player's open ticket, the create-ticket form, then the chat with staff.
 * Shown only to signed-in players, and only when the tournament has `support_live_chat`. The page opens it from
 * its address with `openRequested` (issue 32: a support answer's alert lands in the chat).
 *
 * @example <SupportChatWidget tournament={tournament} />
 */
export function SupportChatWidget(props: SupportChatWidgetProps) {
  const signedIn = useSession((state) => state.isAuthenticated && state.user !== null);
  if (!props.tournament.support_live_chat || !signedIn) return null;
  return <SupportChat {...props} />;
}
