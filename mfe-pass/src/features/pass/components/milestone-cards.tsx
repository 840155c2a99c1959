import { Badge, formatNumber, type PassTier, SectionTitle, useLocale } from '@arena/shared-kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { useRewardLabel } from '../hooks/use-reward-label';
import { PASS_PAGE_NAMESPACE } from '../i18n';
import { isLevelUnlocked, milestoneTiers } from '../utils/pass-levels';

const Cards = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Milestone = styled.li<{ $unlocked: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.large};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  ${({ theme, $unlocked }) =>
    $unlocked &&
    css`
      border-color: ${theme.colors.primary};
      background: linear-gradient(
        160deg,
        color-mix(in srgb, ${theme.colors.primary} 16%, ${theme.colors.surface}),
        ${theme.colors.surface}
      );
    `}
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  p {
    margin: 0;
    font-weight: 700;
  }
`;

/** The four milestone rewards (levels 12, 24, 36, 50), each unlocked once the member's level reaches it (P2 §4). */
export function MilestoneCards({ tiers, currentLevel }: { tiers: PassTier[]; currentLevel: number }) {
  const { t } = useTranslation(PASS_PAGE_NAMESPACE);
  const locale = useLocale();
  const rewardLabel = useRewardLabel();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{t('milestones.title')}</SectionTitle>
      <Cards aria-labelledby={titleId} data-testid="pass-milestones">
        {milestoneTiers(tiers).map((tier) => {
          const unlocked = isLevelUnlocked(tier.level, currentLevel);
          return (
            <Milestone key={tier.level} $unlocked={unlocked} data-level={tier.level}>
              <h3>{t('milestones.level', { level: formatNumber(tier.level, locale) })}</h3>
              <p>{rewardLabel(tier.reward)}</p>
              <div>
                <Badge $tone={unlocked ? 'success' : 'neutral'}>
                  {unlocked ? t('milestones.unlocked') : t('milestones.locked')}
                </Badge>
              </div>
            </Milestone>
          );
        })}
      </Cards>
    </section>
  );
}
