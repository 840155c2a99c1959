import { assetUrl, Avatar, Badge, type SupportEmbed } from '@arena/shared-kit';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ChatMessageMeta, ChatMessageText } from '../../../components/chat/chat-message-parts';
import { SUPPORT_CHAT_NAMESPACE } from '../i18n';
import type { ChatMessage } from '../utils/chat-messages';

const Item = styled.li<{ $staff: boolean; $pending: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme, $staff }) =>
    $staff ? `color-mix(in srgb, ${theme.colors.accent} 10%, transparent)` : theme.colors.surfaceRaised};
  opacity: ${({ $pending }) => ($pending ? 0.7 : 1)};
`;

const Initial = styled.span`
  display: inline-grid;
  place-items: center;
  inline-size: 32px;
  block-size: 32px;
  flex-shrink: 0;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.border};
  font-weight: 700;
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-inline-size: 0;
`;

const EmbedBox = styled.div<{ $color: string }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  padding-block: ${({ theme }) => theme.space(2)};
  padding-inline: ${({ theme }) => theme.space(3)};
  border-inline-start: 4px solid ${({ $color }) => $color};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.background};
  overflow-wrap: anywhere;
`;

const EmbedTitle = styled.p`
  margin: 0;
  font-weight: 700;
`;

const EmbedFields = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  dt {
    font-weight: 700;
    font-size: 0.85rem;
  }
  dd {
    margin: 0;
  }
`;

const EmbedFooter = styled.p`
  margin: 0;
  font-size: 0.75rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

function Embed({ embed }: { embed: SupportEmbed }) {
  const color = embed.color && HEX_COLOR.test(embed.color) ? embed.color : '#5aa9ff';
  return (
    <EmbedBox $color={color} data-testid="support-embed" data-color={color}>
      {embed.title && <EmbedTitle dir="auto">{embed.title}</EmbedTitle>}
      {embed.description && <ChatMessageText>{embed.description}</ChatMessageText>}
      {embed.fields.length > 0 && (
        <EmbedFields>
          {embed.fields.map((field, index) => (
            <div key={`${field.name}-${index}`}>
              <dt dir="auto">{field.name}</dt>
              <dd dir="auto">{field.value}</dd>
            </div>
          ))}
        </EmbedFields>
      )}
      {embed.footer && <EmbedFooter dir="auto">{embed.footer}</EmbedFooter>}
    </EmbedBox>
  );
}

/** One chat message: author (with a Support badge for staff), local time, text, embed, pending flag. */
export function MessageItem({ message }: { message: ChatMessage }) {
  const { t } = useTranslation(SUPPORT_CHAT_NAMESPACE);
  const pending = Boolean(message.pending);
  // The name is written next to it, so the picture itself is decorative.
  const avatar = assetUrl(message.author.avatar);
  return (
    <Item
      $staff={message.isStaff}
      $pending={pending}
      aria-busy={pending || undefined}
      data-testid="support-message"
    >
      {avatar ? (
        <Avatar src={avatar} alt="" $size={32} />
      ) : (
        <Initial aria-hidden="true">{message.author.username.slice(0, 1).toUpperCase()}</Initial>
      )}
      <Body>
        <ChatMessageMeta
          author={message.author.username}
          timestamp={message.timestamp}
          badge={message.isStaff && <Badge $tone="info">{t('chat.staff')}</Badge>}
        >
          {pending && <span>{t('chat.pending')}</span>}
        </ChatMessageMeta>
        {message.content && <ChatMessageText>{message.content}</ChatMessageText>}
        {message.embed && <Embed embed={message.embed} />}
      </Body>
    </Item>
  );
}
