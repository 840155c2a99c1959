import { Badge, formatNumber, type PassTier, useLocale } from '@arena/shared-kit';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { useRewardLabel } from '../hooks/use-reward-label';
import { hasXpBoost, isMilestone, type LevelCardState } from '../utils/pass-levels';

const Card = styled.li<{ $milestone: boolean; $state?: LevelCardState }>`
  flex: 0 0 auto;
  inline-size: 176px;
  min-block-size: 188px;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.large};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  scroll-snap-align: start;
  ${({ theme, $milestone }) =>
    $milestone &&
    css`
      border-color: ${theme.colors.primary};
      background: linear-gradient(
        160deg,
        color-mix(in srgb, ${theme.colors.primary} 18%, ${theme.colors.surface}),
        ${theme.colors.surface} 70%
      );
      box-shadow:
        0 0 0 1px color-mix(in srgb, ${theme.colors.primary} 40%, transparent),
        0 8px 24px rgb(0 0 0 / 0.35);
    `}
  ${({ theme, $state }) =>
    $state === 'active' &&
    css`
      outline: 2px solid ${theme.colors.accent};
      outline-offset: 2px;
    `}
  ${({ $state }) =>
    $state === 'locked' &&
    css`
      opacity: 0.75;
    `}
`;

const LevelNumber = styled.h3`
  margin: 0;
  font-size: 1.1rem;
`;

const Xp = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

const Reward = styled.p`
  margin: 0;
  margin-block-start: auto;
  font-weight: 700;
`;

const Flags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  min-block-size: 22px;
`;

const stateTone = { completed: 'success', active: 'info', locked: 'neutral' } as const;

export interface LevelCardProps {
  tier: PassTier;
  /** XP earned within this level (difference of cumulative values). */
  xp: number;
  /** Only for a registered player; visitors see the tier without a state. */
  state?: LevelCardState;
}

/** One level of the pass: number, XP for the level, reward, milestone and XP-boost flags. */
export function LevelCard({ tier, xp, state }: LevelCardProps) {
  const { t } = useTranslation('pass');
  const locale = useLocale();
  const rewardLabel = useRewardLabel();
  const milestone = isMilestone(tier);
  return (
    <Card
      $milestone={milestone}
      $state={state}
      data-level={tier.level}
      data-milestone={milestone || undefined}
      data-state={state}
    >
      <Flags>
        {milestone && <Badge $tone="primary">{t('levels.milestone')}</Badge>}
        {hasXpBoost(tier.level) && <Badge $tone="success">{t('levels.xpBoost')}</Badge>}
        {state && <Badge $tone={stateTone[state]}>{t(`levels.state.${state}`)}</Badge>}
      </Flags>
      <LevelNumber>{t('levels.level', { level: formatNumber(tier.level, locale) })}</LevelNumber>
      <Xp>{t('levels.xp', { xp: formatNumber(xp, locale) })}</Xp>
      <Reward>{rewardLabel(tier.reward)}</Reward>
    </Card>
  );
}
