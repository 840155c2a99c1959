import { Alert, Button, Spinner, toast, useSession, type Tournament } from '@arena/shared-kit';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ChatStatus } from '../../../components/chat/chat-connection';
import type { ChatConnectionState } from '../../../components/chat/chat-socket';
import { useSupportTicket } from '../api/get-support-ticket';
import { useSupportChat } from '../hooks/use-support-chat';
import { SUPPORT_CHAT_NAMESPACE } from '../i18n';
import { ChatView } from './chat-view';
import { ChatWindow } from './chat-window';
import { CreateTicketForm } from './create-ticket-form';

const Centered = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(6)};
  text-align: center;
`;

const Status = styled(ChatStatus)`
  font-size: 0.8rem;
`;

function ConnectionStatus({ connection }: { connection: ChatConnectionState }) {
  const { t } = useTranslation(SUPPORT_CHAT_NAMESPACE);
  const online = connection === 'online';
  return (
    <Status $online={online} $offlineColor="textMuted" role="status">
      {online ? t('online') : t('offline')}
    </Status>
  );
}

export interface SupportChatPanelProps {
  tournament: Tournament;
  onClose: () => void;
}

/**
 * The open support chat: checks for the player's open ticket, then shows the create-ticket form (no ticket) or
 * the chat (P1 §2 states opening, form, chat).
 */
export default function SupportChatPanel({ tournament, onClose }: SupportChatPanelProps) {
  const { t } = useTranslation(SUPPORT_CHAT_NAMESPACE);
  const user = useSession((state) => state.user);
  const userId = user?.id ?? '';
  const [fullScreen, setFullScreen] = useState(false);
  const ticketQuery = useSupportTicket(userId, tournament.id, userId !== '');
  const ticket = ticketQuery.data ?? null;

  const author = useMemo(
    () => ({ username: user?.gameName ?? user?.displayName ?? '', avatar: user?.profileImage ?? null }),
    [user?.gameName, user?.displayName, user?.profileImage],
  );
  const chat = useSupportChat(ticket, true, {
    author,
    onConnectionError: () => toast.error(t('connectionError')),
    onSendFailed: () => toast.error(t('sendFailed')),
  });

  const loadFailed = ticketQuery.isError;
  useEffect(() => {
    if (loadFailed) toast.error(t('loadFailed'));
  }, [loadFailed, t]);

  let body;
  if (ticketQuery.isPending) {
    body = (
      <Centered>
        <Spinner aria-label={t('opening')} />
        <p>{t('opening')}</p>
      </Centered>
    );
  } else if (ticketQuery.isError) {
    body = (
      <Centered>
        <Alert $tone="danger">{t('loadFailed')}</Alert>
        <Button $variant="secondary" onClick={() => void ticketQuery.refetch()}>
          {t('retry')}
        </Button>
      </Centered>
    );
  } else if (ticket === null) {
    body = <CreateTicketForm userId={userId} tournamentId={tournament.id} />;
  } else {
    body = (
      <ChatView
        ticket={ticket}
        messages={chat.messages}
        online={chat.connection === 'online'}
        reconnecting={chat.connection === 'offline'}
        onSend={chat.send}
      />
    );
  }

  return (
    <ChatWindow
      title={t('title')}
      status={ticket ? <ConnectionStatus connection={chat.connection} /> : undefined}
      fullScreen={fullScreen}
      onToggleFullScreen={() => setFullScreen((value) => !value)}
      onClose={onClose}
    >
      {body}
    </ChatWindow>
  );
}
