import { formatDate, type Locale } from '@arena/shared-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Author = styled.span`
  font-weight: 700;
  color: ${({ theme }) => theme.colors.text};
`;

/** A message's text; players and staff write in either language, so each text takes its own direction. */
export const ChatMessageText = styled.p.attrs({ dir: 'auto' })`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export interface ChatMessageMetaProps {
  author: string;
  /** ISO time of the message, shown as the local hour and minute. */
  timestamp: string;
  /** Next to the author: a role badge (Admin, Support). */
  badge?: ReactNode;
  /** After the time: a state of the message ("Sending…"). */
  children?: ReactNode;
}

/** The line above a chat message: author, badge, local time. */
export function ChatMessageMeta({ author, timestamp, badge, children }: ChatMessageMetaProps) {
  const { i18n } = useTranslation();
  const locale: Locale = i18n.language === 'en' ? 'en' : 'ar';
  const time = formatDate(timestamp, locale, { hour: '2-digit', minute: '2-digit' });
  return (
    <Meta>
      <Author dir="auto">{author}</Author>
      {badge}
      {time && <time dateTime={timestamp}>{time}</time>}
      {children}
    </Meta>
  );
}
