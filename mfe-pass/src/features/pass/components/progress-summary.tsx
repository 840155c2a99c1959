import { Card, formatNumber, type PassProgress, type PassTier, useLocale } from '@arena/shared-kit';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { levelFraction, progressFill } from '../utils/pass-levels';

const Stats = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(6)};
  align-items: baseline;
  margin-block-end: ${({ theme }) => theme.space(3)};
  strong {
    font-size: 1.25rem;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
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
`;

/** A registered player's level, XP and loyalty points over a progress bar (2% per level). */
export function ProgressSummary({ progress, tiers }: { progress: PassProgress; tiers: PassTier[] }) {
  const { t } = useTranslation('pass');
  const locale = useLocale();
  const percent = progressFill(progress.currentLevel, levelFraction(tiers, progress));
  return (
    <Card as="section" aria-label={t('progress.label')}>
      <Stats>
        <strong>{t('progress.level', { level: formatNumber(progress.currentLevel, locale) })}</strong>
        <span>{t('progress.totalXp', { xp: formatNumber(progress.totalXP, locale) })}</span>
        <span>{t('progress.loyaltyPoints', { points: formatNumber(progress.loyaltyPoints, locale) })}</span>
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
    </Card>
  );
}
