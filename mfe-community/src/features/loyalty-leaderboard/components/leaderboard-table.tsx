import type { LoyaltyLeaderboardEntry } from '@arena/contract';
import { assetUrl, formatNumber, Skeleton, useLocale } from '@arena/shared-kit';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { LOYALTY_NAMESPACE } from '../i18n';
import { podiumTier, type PodiumTier } from '../utils/leaderboard-view';

const PODIUM_COLORS: Record<PodiumTier, string> = { gold: '#f5b301', silver: '#c0c7d4', bronze: '#cd7f32' };
/** Every row is this tall, loaded or not, so the skeleton takes the table's place without a shift. */
const ROW_HEIGHT = '64px';
const AVATAR_SIZE = 40;

export const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  th,
  td {
    block-size: ${ROW_HEIGHT};
    padding-inline: ${({ theme }) => theme.space(3)};
    text-align: start;
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  }
  th {
    block-size: 44px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
  }
  th:first-child,
  td:first-child {
    inline-size: 96px;
  }
  th:last-child,
  td:last-child {
    text-align: end;
  }
`;

const Row = styled.tr<{ $podium: PodiumTier | null }>`
  ${({ $podium }) =>
    $podium &&
    css`
      background: ${PODIUM_COLORS[$podium]}1f;
      td:first-child {
        color: ${PODIUM_COLORS[$podium]};
        font-weight: 800;
      }
    `}
`;

const Player = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const AvatarFrame = styled.span<{ $podium: PodiumTier | null }>`
  position: relative;
  display: inline-flex;
  flex-shrink: 0;
  inline-size: ${AVATAR_SIZE}px;
  block-size: ${AVATAR_SIZE}px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  align-items: center;
  justify-content: center;
  font-weight: 700;
  outline: ${({ $podium }) => ($podium ? `2px solid ${PODIUM_COLORS[$podium]}` : 'none')};
  img {
    inline-size: 100%;
    block-size: 100%;
    border-radius: 50%;
    object-fit: cover;
  }
`;

const Trophy = styled.span<{ $podium: PodiumTier }>`
  position: absolute;
  inset-block-end: -6px;
  inset-inline-end: -6px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 20px;
  block-size: 20px;
  border-radius: 50%;
  font-size: 11px;
  background: ${({ $podium }) => PODIUM_COLORS[$podium]};
`;

const AvatarSkeleton = styled(Skeleton)`
  border-radius: 50%;
`;

const PointsSkeleton = styled(Skeleton)`
  margin-inline-start: auto;
`;

const TagLine = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

function PlayerCell({ entry }: { entry: LoyaltyLeaderboardEntry }) {
  const { t } = useTranslation(LOYALTY_NAMESPACE);
  const podium = podiumTier(entry.rank);
  const image = assetUrl(entry.user.profileImage);
  return (
    <Player>
      <AvatarFrame $podium={podium}>
        {image ? (
          <img src={image} alt="" width={AVATAR_SIZE} height={AVATAR_SIZE} loading="lazy" />
        ) : (
          <span aria-hidden="true">{entry.user.gameName.slice(0, 1).toUpperCase()}</span>
        )}
        {podium && (
          <Trophy $podium={podium} role="img" aria-label={t(`podium.${podium}`)}>
            🏆
          </Trophy>
        )}
      </AvatarFrame>
      <span>
        <bdi>{entry.user.gameName}</bdi> <TagLine dir="ltr">#{entry.user.tagLine}</TagLine>
      </span>
    </Player>
  );
}

function TableHead() {
  const { t } = useTranslation(LOYALTY_NAMESPACE);
  return (
    <thead>
      <tr>
        <th scope="col">{t('columns.rank')}</th>
        <th scope="col">{t('columns.player')}</th>
        <th scope="col">{t('columns.points')}</th>
      </tr>
    </thead>
  );
}

/** Ranked players: rank (gold, silver and bronze for 1 to 3), avatar with the podium trophy, name and points. */
export function LeaderboardTable({
  entries,
  labelledBy,
}: {
  entries: LoyaltyLeaderboardEntry[];
  labelledBy: string;
}) {
  const locale = useLocale();
  return (
    <Table aria-labelledby={labelledBy}>
      <TableHead />
      <tbody>
        {entries.map((entry) => {
          const podium = podiumTier(entry.rank);
          return (
            <Row key={entry.user.id} $podium={podium} data-podium={podium ?? undefined}>
              <td>{formatNumber(entry.rank, locale)}</td>
              <td>
                <PlayerCell entry={entry} />
              </td>
              <td>{formatNumber(entry.loyaltyPoints, locale)}</td>
            </Row>
          );
        })}
      </tbody>
    </Table>
  );
}

/** The table while the first page loads: the same header and row height, shimmering cells. */
export function LeaderboardSkeleton({ rows = 10 }: { rows?: number }) {
  const { t } = useTranslation(LOYALTY_NAMESPACE);
  return (
    <Table aria-busy="true" aria-label={t('loading')} data-testid="leaderboard-skeleton">
      <TableHead />
      <tbody>
        {Array.from({ length: rows }, (_, index) => (
          <tr key={index}>
            <td>
              <Skeleton $width="32px" />
            </td>
            <td>
              <Player>
                <AvatarSkeleton $width={`${AVATAR_SIZE}px`} $height={`${AVATAR_SIZE}px`} />
                <Skeleton $width="160px" />
              </Player>
            </td>
            <td>
              <PointsSkeleton $width="64px" />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
