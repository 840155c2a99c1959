import { assetUrl } from '@arena/shared-kit';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { TEAMS_NAMESPACE } from '../i18n';

const Frame = styled.div<{ $size: number }>`
  inline-size: ${({ $size }) => $size}px;
  block-size: ${({ $size }) => $size}px;
  flex-shrink: 0;
  display: grid;
  place-items: center;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.large};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ $size }) => Math.round($size / 3)}px;
  font-weight: 800;
  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

/** The team's image, or its short name on a tile when it has none. */
export function TeamImage({
  team,
  size = 96,
}: {
  team: { name: string; shortName: string; profileImg: string | null };
  size?: number;
}) {
  const { t } = useTranslation(TEAMS_NAMESPACE);
  const src = assetUrl(team.profileImg);
  return (
    <Frame $size={size}>
      {src ? (
        <img src={src} alt={t('team.imageAlt', { name: team.name })} />
      ) : (
        <span aria-hidden="true">{team.shortName.toUpperCase()}</span>
      )}
    </Frame>
  );
}
