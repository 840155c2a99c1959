import { Button, Input, Muted, VisuallyHidden, type SupportTicket } from '@arena/shared-kit';
import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SUPPORT_CHAT_NAMESPACE } from '../support-chat-i18n';
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

const Notice = styled.p`
  margin: 0;
  padding-block: ${({ theme }) => theme.space(1)};
  padding-inline: ${({ theme }) => theme.space(4)};
  background: color-mix(in srgb, ${({ theme }) => theme.colors.warning} 15%, transparent);
  font-size: 0.85rem;
`;

const MessageList = styled.ol`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  overflow-y: auto;
  list-style: none;
`;

const Empty = styled(Muted)`
  margin: auto;
  text-align: center;
`;

const Composer = styled.form`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  & > input {
    flex: 1;
    min-inline-size: 0;
  }
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
  const listRef = useRef<HTMLOListElement>(null);
  const caret = useRef<number | null>(null);
  const inputId = useId();

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

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!online || !draft.trim()) return;
    if (onSend(draft)) setDraft('');
  };

  const insertEmoji = (emoji: string) => {
    const input = inputRef.current;
    const next = insertAt(draft, emoji, input?.selectionStart ?? null, input?.selectionEnd ?? null);
    caret.current = next.caret;
    setDraft(next.value);
  };

  return (
    <Layout>
      <TicketLine title={ticket.subject}>{t('chat.ticket', { subject: ticket.subject })}</TicketLine>
      {reconnecting && <Notice role="status">{t('chat.reconnecting')}</Notice>}
      <MessageList ref={listRef} role="log" aria-label={t('chat.messages')} tabIndex={0}>
        {messages.length === 0 ? (
          <Empty as="li">{t('chat.empty')}</Empty>
        ) : (
          messages.map((message) => <MessageItem key={message.clientId ?? message.id} message={message} />)
        )}
      </MessageList>
      <Composer onSubmit={submit}>
        <EmojiPicker onPick={insertEmoji} disabled={!online} />
        <VisuallyHidden as="label" htmlFor={inputId}>
          {t('chat.message')}
        </VisuallyHidden>
        <Input
          ref={inputRef}
          id={inputId}
          value={draft}
          maxLength={MESSAGE_MAX}
          autoComplete="off"
          dir="auto"
          placeholder={t('chat.placeholder')}
          disabled={!online}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit" disabled={!online || !draft.trim()}>
          {t('chat.send')}
        </Button>
      </Composer>
    </Layout>
  );
}
