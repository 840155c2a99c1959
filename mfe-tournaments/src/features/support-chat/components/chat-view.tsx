import type { SupportTicket } from '@arena/shared-kit';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ChatComposer } from '../../../components/chat/chat-composer';
import { ChatNotice } from '../../../components/chat/chat-connection';
import { ChatMessageList } from '../../../components/chat/chat-message-list';
import { SUPPORT_CHAT_NAMESPACE } from '../i18n';
import type { ChatMessage } from '../utils/chat-messages';
import { insertAt } from '../utils/emojis';
import { EmojiPicker } from './emoji-picker';
import { MessageItem } from './message-item';

/** Longest message the server stores (characters). */
const MESSAGE_MAX = 2000;

const Layout = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-block-size: 0;
`;

const TicketLine = styled.p`
  margin: 0;
  padding-block: ${({ theme }) => theme.space(2)};
  padding-inline: ${({ theme }) => theme.space(4)};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export interface ChatViewProps {
  ticket: SupportTicket;
  messages: ChatMessage[];
  online: boolean;
  reconnecting: boolean;
  /** Sends the text; false when it was not sent (the text then stays in the field). */
  onSend: (text: string) => boolean;
}

/** The chat state of the widget: the ticket's messages and a composer that sends on Enter (P1 §2, §5). */
export function ChatView({ ticket, messages, online, reconnecting, onSend }: ChatViewProps) {
  const { t } = useTranslation(SUPPORT_CHAT_NAMESPACE);
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);

  // The field takes focus once it can be used (it is disabled while offline), unless the player is elsewhere.
  useEffect(() => {
    const active = document.activeElement;
    const focusIsFree = !active || active === document.body || active.getAttribute('role') === 'dialog';
    if (online && focusIsFree) inputRef.current?.focus();
  }, [online]);

  // Back in the field with the caret after an inserted emoji.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (caret.current === null || !input) return;
    input.focus();
    input.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [draft]);

  const insertEmoji = (emoji: string) => {
    const input = inputRef.current;
    const next = insertAt(draft, emoji, input?.selectionStart ?? null, input?.selectionEnd ?? null);
    caret.current = next.caret;
    setDraft(next.value);
  };

  return (
    <Layout>
      <TicketLine title={ticket.subject}>{t('chat.ticket', { subject: ticket.subject })}</TicketLine>
      {reconnecting && <ChatNotice role="status">{t('chat.reconnecting')}</ChatNotice>}
      <ChatMessageList
        label={t('chat.messages')}
        messages={messages}
        emptyText={t('chat.empty')}
        renderMessage={(message) => <MessageItem key={message.clientId ?? message.id} message={message} />}
      />
      <ChatComposer
        draft={draft}
        onDraftChange={setDraft}
        onSend={(text) => {
          if (onSend(text)) setDraft('');
        }}
        disabled={!online}
        maxLength={MESSAGE_MAX}
        labels={{ message: t('chat.message'), placeholder: t('chat.placeholder'), send: t('chat.send') }}
        inputRef={inputRef}
      >
        <EmojiPicker onPick={insertEmoji} disabled={!online} />
      </ChatComposer>
    </Layout>
  );
}
