import { assetUrl } from '@arena/shared-kit';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { TeamPicture } from '../../../components/profile-parts';
import { TEAMS_NAMESPACE } from '../i18n';

/** The profile pages' team picture, at the size each place asks for. */
const Frame = styled(TeamPicture)<{ $size: number }>`
  inline-size: ${({ $size }) => $size}px;
  block-size: ${({ $size }) => $size}px;
  flex-shrink: 0;
  font-size: ${({ $size }) => Math.round($size / 3)}px;
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
