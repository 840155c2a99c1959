import {
  Badge,
  formatDuration,
  formatNumber,
  formatRelativeTime,
  getPlatformConfig,
  type MatchHistoryMatch,
  type MatchParticipant,
} from '@arena/shared-kit';
import { useId, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import {
  calculateKda,
  championImageUrl,
  itemImageUrl,
  minionCount,
  teamLabelKey,
  teamSide,
  visibleItems,
} from '../utils/match-stats';

const Row = styled.li<{ $win: boolean }>`
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-inline-start: 4px solid ${({ theme, $win }) => ($win ? theme.colors.success : theme.colors.danger)};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
`;

const Summary = styled.button`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto auto;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  inline-size: 100%;
  padding: ${({ theme }) => theme.space(3)};
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.info};
    outline-offset: -2px;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.small}) {
    grid-template-columns: auto minmax(0, 1fr) auto;
  }
`;

const ChampionImage = styled.img`
  inline-size: 48px;
  block-size: 48px;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  object-fit: cover;
`;

const Stack = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-inline-size: 0;
`;

const Strong = styled.span`
  font-weight: 700;
`;

const Small = styled.span`
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Timing = styled(Stack)`
  text-align: end;
  @media (max-width: ${({ theme }) => theme.breakpoints.small}) {
    display: none;
  }
`;

const Chevron = styled.span<{ $expanded: boolean }>`
  display: inline-block;
  transition: transform 0.15s ease;
  ${({ $expanded }) =>
    $expanded &&
    css`
      transform: rotate(180deg);
    `}
`;

const Details = styled.div`
  padding: ${({ theme }) => theme.space(4)};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  dt {
    font-size: 0.8rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

const TeamName = styled.dd<{ $side: 'blue' | 'red' }>`
  color: ${({ theme, $side }) => ($side === 'red' ? theme.colors.redTeam : theme.colors.blueTeam)};
`;

const ItemsFact = styled.div`
  grid-column: 1 / -1;
`;

const Items = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  margin: ${({ theme }) => theme.space(1)} 0 0;
  padding: 0;
  list-style: none;
  img {
    display: block;
    inline-size: 36px;
    block-size: 36px;
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
`;

function hideBrokenImage(event: SyntheticEvent<HTMLImageElement>) {
  event.currentTarget.style.visibility = 'hidden';
}

export interface MatchRowProps {
  match: MatchHistoryMatch;
  player: MatchParticipant;
  expanded: boolean;
  onToggle: () => void;
}

/** One match of the history: a summary button that expands the match details below it. */
export function MatchRow({ match, player, expanded, onToggle }: MatchRowProps) {
  const { t } = useTranslation('account');
  const buttonId = useId();
  const detailsId = useId();
  const { imageCdnUrl } = getPlatformConfig();
  const kda = formatNumber(calculateKda(player), undefined, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const killsDeathsAssists = [player.kills, player.deaths, player.assists]
    .map((value) => formatNumber(value))
    .join(' / ');
  const items = visibleItems(player);
  const result = player.win ? t('matchHistory.victory') : t('matchHistory.defeat');

  return (
    <Row $win={player.win} data-testid="match-row" data-match-id={match.metadata.matchId}>
      <Summary id={buttonId} aria-expanded={expanded} aria-controls={detailsId} onClick={onToggle}>
        <ChampionImage
          src={championImageUrl(imageCdnUrl, player.championName)}
          alt=""
          onError={hideBrokenImage}
        />
        <Stack>
          <Strong>{player.championName}</Strong>
          <Small>
            {killsDeathsAssists} · {t('matchHistory.kdaValue', { kda })}
          </Small>
        </Stack>
        <Timing>
          <Small>{formatRelativeTime(match.info.gameStartTimestamp, t('kit:justNow'))}</Small>
          <Small>{formatDuration(match.info.gameDuration)}</Small>
        </Timing>
        <Stack as="span">
          <Badge $tone={player.win ? 'success' : 'danger'}>{result}</Badge>
          <Chevron aria-hidden="true" $expanded={expanded}>
            ▾
          </Chevron>
        </Stack>
      </Summary>
      <Details id={detailsId} role="region" aria-labelledby={buttonId} hidden={!expanded}>
        <Facts>
          <div>
            <dt>{t('matchHistory.team')}</dt>
            <TeamName $side={teamSide(player.teamId)}>{t(teamLabelKey(player.teamId))}</TeamName>
          </div>
          <div>
            <dt>{t('matchHistory.level')}</dt>
            <dd>{formatNumber(player.champLevel)}</dd>
          </div>
          <div>
            <dt>{t('matchHistory.killsDeathsAssists')}</dt>
            <dd>{killsDeathsAssists}</dd>
          </div>
          <div>
            <dt>{t('matchHistory.kda')}</dt>
            <dd>{kda}</dd>
          </div>
          <div>
            <dt>{t('matchHistory.minions')}</dt>
            <dd>{formatNumber(minionCount(player))}</dd>
          </div>
          <div>
            <dt>{t('matchHistory.damage')}</dt>
            <dd>{formatNumber(player.totalDamageDealtToChampions)}</dd>
          </div>
          <div>
            <dt>{t('matchHistory.playedAt')}</dt>
            <dd>{formatRelativeTime(match.info.gameStartTimestamp, t('kit:justNow'))}</dd>
          </div>
          <div>
            <dt>{t('matchHistory.duration')}</dt>
            <dd>{formatDuration(match.info.gameDuration)}</dd>
          </div>
          <ItemsFact>
            <dt>{t('matchHistory.items')}</dt>
            <dd>
              {items.length === 0 ? (
                t('matchHistory.noItems')
              ) : (
                <Items>
                  {items.map((itemId, slot) => (
                    <li key={`${slot}-${itemId}`}>
                      <img
                        src={itemImageUrl(imageCdnUrl, itemId)}
                        alt={t('matchHistory.item', { id: itemId })}
                        title={t('matchHistory.item', { id: itemId })}
                        onError={hideBrokenImage}
                      />
                    </li>
                  ))}
                </Items>
              )}
            </dd>
          </ItemsFact>
        </Facts>
      </Details>
    </Row>
  );
}
