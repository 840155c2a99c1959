import { Badge, formatDate, type ChatMessage, type Locale } from '@arena/shared-kit';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { MATCH_CHAT_I18N_NAMESPACE } from '../match-chat-i18n';

const Item = styled.li<{ $own: boolean; $admin: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  align-self: ${({ $own }) => ($own ? 'end' : 'start')};
  max-inline-size: 85%;
  padding-block: ${({ theme }) => theme.space(2)};
  padding-inline: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme, $admin }) => ($admin ? theme.colors.warning : theme.colors.border)};
  border-inline-start-width: ${({ $admin }) => ($admin ? '4px' : '1px')};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme, $own }) =>
    $own ? `color-mix(in srgb, ${theme.colors.accent} 14%, transparent)` : theme.colors.surfaceRaised};
`;

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

const Text = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const ImageButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  cursor: zoom-in;
  img {
    display: block;
    max-inline-size: 220px;
    max-block-size: 220px;
    border-radius: ${({ theme }) => theme.radius.small};
    object-fit: cover;
  }
`;

export interface ChatMessageItemProps {
  message: ChatMessage;
  own: boolean;
  onOpenImage: (message: ChatMessage) => void;
}

/** One match chat message: author (Admin badge and highlighted border for admins), local time, text or image. */
export function ChatMessageItem({ message, own, onOpenImage }: ChatMessageItemProps) {
  const { t, i18n } = useTranslation(MATCH_CHAT_I18N_NAMESPACE);
  const locale: Locale = i18n.language === 'en' ? 'en' : 'ar';
  const time = formatDate(message.timestamp, locale, { hour: '2-digit', minute: '2-digit' });
  return (
    <Item $own={own} $admin={message.isAdmin} data-testid="match-chat-message" data-own={own || undefined}>
      <Meta>
        <Author dir="auto">{own ? t('you') : message.username}</Author>
        {message.isAdmin && <Badge $tone="warning">{t('admin')}</Badge>}
        {time && <time dateTime={message.timestamp}>{time}</time>}
      </Meta>
      {message.messageType === 'image' && message.imageUrl ? (
        <ImageButton
          type="button"
          aria-label={t('openImage', { username: message.username })}
          onClick={() => onOpenImage(message)}
        >
          <img src={message.imageUrl} alt={t('imageAlt', { username: message.username })} loading="lazy" />
        </ImageButton>
      ) : null}
      {message.content && <Text dir="auto">{message.content}</Text>}
    </Item>
  );
}
