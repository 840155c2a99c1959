import { assetUrl } from '@arena/shared-kit';
import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { MATCHMAKING_NAMESPACE } from '../i18n';

const pulse = keyframes`
  0%, 100% { transform: scale(1); opacity: 1; }
  50% { transform: scale(1.08); opacity: 0.7; }
`;

const Stage = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(4)};
  padding-block: ${({ theme }) => theme.space(3)};
`;

const Seat = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(1)};
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Face = styled.div<{ $searching?: boolean }>`
  display: grid;
  place-items: center;
  inline-size: 64px;
  block-size: 64px;
  border-radius: 50%;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  font-size: 1.75rem;
  font-weight: 800;
  overflow: hidden;
  animation: ${({ $searching }) => ($searching ? pulse : 'none')} 1.4s ease-in-out infinite;
  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Versus = styled.span`
  font-weight: 800;
  color: ${({ theme }) => theme.colors.primary};
`;

/** The searching animation (P1 §2): the player's own avatar against a question mark; still when motion is reduced. */
export function SearchingAnimation({ name, profileImage }: { name: string; profileImage: string | null }) {
  const { t } = useTranslation(MATCHMAKING_NAMESPACE);
  const image = assetUrl(profileImage);
  return (
    <Stage role="img" aria-label={t('searchingAnimation')}>
      <Seat>
        <Face>{image ? <img src={image} alt="" /> : name.slice(0, 1).toUpperCase()}</Face>
        <span>{t('you')}</span>
      </Seat>
      <Versus aria-hidden="true">VS</Versus>
      <Seat>
        <Face $searching aria-hidden="true">
          ?
        </Face>
        <span aria-hidden="true">…</span>
      </Seat>
    </Stage>
  );
}
