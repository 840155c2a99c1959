import styled from 'styled-components';

/**
 * A chat's connection indicator (give it `role="status"`): the text after a dot, green while online and
 * `$offlineColor` otherwise. Each chat sets its own font size.
 */
export const ChatStatus = styled.span<{ $online: boolean; $offlineColor: 'danger' | 'textMuted' }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.textMuted};
  &::before {
    content: '';
    inline-size: 8px;
    block-size: 8px;
    border-radius: 50%;
    background: ${({ theme, $online, $offlineColor }) =>
      $online ? theme.colors.success : theme.colors[$offlineColor]};
  }
`;

/** The banner over a chat's messages while its connection is lost (give it `role="status"`). */
export const ChatNotice = styled.p`
  margin: 0;
  padding-block: ${({ theme }) => theme.space(1)};
  padding-inline: ${({ theme }) => theme.space(4)};
  background: color-mix(in srgb, ${({ theme }) => theme.colors.warning} 15%, transparent);
  font-size: 0.85rem;
`;
