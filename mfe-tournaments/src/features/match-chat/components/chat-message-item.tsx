import { Badge, type ChatMessage } from '@arena/shared-kit';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ChatMessageMeta, ChatMessageText } from '../../../components/chat/chat-message-parts';
import { MATCH_CHAT_NAMESPACE } from '../i18n';

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
  const { t } = useTranslation(MATCH_CHAT_NAMESPACE);
  return (
    <Item $own={own} $admin={message.isAdmin} data-testid="match-chat-message" data-own={own || undefined}>
      <ChatMessageMeta
        author={own ? t('you') : message.username}
        timestamp={message.timestamp}
        badge={message.isAdmin && <Badge $tone="warning">{t('admin')}</Badge>}
      />
      {message.messageType === 'image' && message.imageUrl ? (
        <ImageButton
          type="button"
          aria-label={t('openImage', { username: message.username })}
          onClick={() => onOpenImage(message)}
        >
          <img src={message.imageUrl} alt={t('imageAlt', { username: message.username })} loading="lazy" />
        </ImageButton>
      ) : null}
      {message.content && <ChatMessageText>{message.content}</ChatMessageText>}
    </Item>
  );
}
