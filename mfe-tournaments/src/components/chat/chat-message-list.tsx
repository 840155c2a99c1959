import { Muted } from '@arena/shared-kit';
import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';

const List = styled.ol`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  overflow-y: auto;
  list-style: none;
`;

const Placeholder = styled(Muted)`
  margin: auto;
  text-align: center;
`;

export interface ChatMessageListProps<Message> {
  /** The log's accessible name. */
  label: string;
  messages: readonly Message[];
  /** One list item (`<li>` with its `key`) per message. */
  renderMessage: (message: Message) => ReactNode;
  /** Shown in place of the messages when there are none. */
  emptyText: string;
  /** Shown in place of the messages while set (still loading, or refused). */
  notice?: string | null;
}

/**
 * A chat's messages as a focusable, labelled log that keeps its newest message in view.
 *
 * @example <ChatMessageList label={t('messages')} messages={messages} emptyText={t('empty')}
 *   renderMessage={(message) => <MessageItem key={message.id} message={message} />} />
 */
export function ChatMessageList<Message>({
  label,
  messages,
  renderMessage,
  emptyText,
  notice = null,
}: ChatMessageListProps<Message>) {
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages, notice]);

  let body: ReactNode;
  if (notice) body = <Placeholder as="li">{notice}</Placeholder>;
  else if (messages.length === 0) body = <Placeholder as="li">{emptyText}</Placeholder>;
  else body = messages.map(renderMessage);

  return (
    <List ref={listRef} role="log" aria-label={label} tabIndex={0}>
      {body}
    </List>
  );
}
