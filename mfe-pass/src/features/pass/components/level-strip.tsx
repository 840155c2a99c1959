import type { PassProgress, PassTier } from '@arena/shared-kit';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { levelCardState, xpForLevel } from '../utils/pass-levels';
import { LevelCard } from './level-card';

const Strip = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  padding-block: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  list-style: none;
  overflow-x: auto;
  overscroll-behavior-inline: contain;
  scroll-snap-type: inline mandatory;
  scroll-padding-inline: ${({ theme }) => theme.space(1)};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.info};
  }
`;

export interface LevelStripProps {
  tiers: PassTier[];
  progress: PassProgress | null;
}

/** The 50 levels side by side, scrolled horizontally (by touch, wheel or keyboard). */
export function LevelStrip({ tiers, progress }: LevelStripProps) {
  const { t } = useTranslation('pass');
  return (
    // A focusable scroll region, so keyboard users can scroll it with the arrow keys.
    <Strip aria-label={t('levels.stripLabel')} tabIndex={0}>
      {tiers.map((tier) => (
        <LevelCard
          key={tier.level}
          tier={tier}
          xp={xpForLevel(tiers, tier.level)}
          state={progress ? levelCardState(tier, progress) : undefined}
        />
      ))}
    </Strip>
  );
}
