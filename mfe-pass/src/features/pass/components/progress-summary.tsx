import {
  AppLink,
  ButtonLink,
  Card,
  formatNumber,
  type PassProgress,
  type PassTier,
  SectionTitle,
  useLocale,
} from '@arena/shared-kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PASS_PAGE_NAMESPACE } from '../i18n';
import { levelFraction, progressFill, xpToNextLevel } from '../utils/pass-levels';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  h2 {
    margin: 0;
  }
`;

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(4)} 0;
  div {
    padding: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.medium};
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.85rem;
  }
  dd {
    margin: 0;
    font-size: 1.35rem;
    font-weight: 700;
  }
`;

const Track = styled.div`
  block-size: 12px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  overflow: hidden;
`;

const Fill = styled.div`
  block-size: 100%;
  border-radius: inherit;
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.colors.accent},
    ${({ theme }) => theme.colors.primary}
  );
  transition: inline-size 0.4s ease;
  [dir='rtl'] & {
    background: linear-gradient(
      270deg,
      ${({ theme }) => theme.colors.accent},
      ${({ theme }) => theme.colors.primary}
    );
  }
`;

const Next = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

export interface ProgressSummaryProps {
  progress: PassProgress;
  tiers: PassTier[];
  /** Matches credited in the ledger (GET /games-xp), when known. */
  gamesProcessed?: number;
}

/**
 * A member's level, total XP, loyalty points, completed missions and synced matches over the progress bar (two
 * percent per level plus the fraction of the next one), with a link to their reward codes.
 */
export function ProgressSummary({ progress, tiers, gamesProcessed }: ProgressSummaryProps) {
  const { t } = useTranslation(PASS_PAGE_NAMESPACE);
  const locale = useLocale();
  const titleId = useId();
  const percent = progressFill(progress.currentLevel, levelFraction(tiers, progress));
  const next = xpToNextLevel(tiers, progress);
  const stats: [string, number | undefined][] = [
    ['level', progress.currentLevel],
    ['totalXp', progress.totalXP],
    ['loyaltyPoints', progress.loyaltyPoints],
    ['completedMissions', progress.completedMissions.length],
    ['gamesProcessed', gamesProcessed],
  ];
  return (
    <Card as="section" aria-labelledby={titleId} data-testid="pass-progress">
      <Header>
        <SectionTitle id={titleId}>{t('progress.title')}</SectionTitle>
        <ButtonLink as={AppLink} href="/account/rewards" $variant="secondary" $size="small">
          {t('links.rewards')}
        </ButtonLink>
      </Header>
      <Stats>
        {stats.map(([key, value]) =>
          value === undefined ? null : (
            <div key={key}>
              <dt>{t(`progress.stats.${key}`)}</dt>
              <dd>{formatNumber(value, locale)}</dd>
            </div>
          ),
        )}
      </Stats>
      <Track
        role="progressbar"
        aria-label={t('progress.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
      >
        <Fill style={{ inlineSize: `${percent}%` }} />
      </Track>
      <Next>
        {next ? t('progress.nextLevel', { count: next.xp, level: next.level }) : t('progress.maxLevel')}
      </Next>
    </Card>
  );
}
