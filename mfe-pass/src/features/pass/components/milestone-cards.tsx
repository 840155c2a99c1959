import { Badge, type PassTier, SectionTitle } from '@arena/shared-kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useRewardLabel } from '../hooks/use-reward-label';
import { PASS_PAGE_NAMESPACE } from '../i18n';
import { isLevelUnlocked, milestoneTiers } from '../utils/pass-levels';
import { Milestone, MilestoneList } from '../../../components/milestone';

/** The four milestone rewards (levels 12, 24, 36, 50), each unlocked once the member's level reaches it (P2 §4). */
export function MilestoneCards({ tiers, currentLevel }: { tiers: PassTier[]; currentLevel: number }) {
  const { t } = useTranslation(PASS_PAGE_NAMESPACE);
  const rewardLabel = useRewardLabel();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{t('milestones.title')}</SectionTitle>
      <MilestoneList aria-labelledby={titleId} data-testid="pass-milestones">
        {milestoneTiers(tiers).map((tier) => {
          const unlocked = isLevelUnlocked(tier.level, currentLevel);
          return (
            <Milestone key={tier.level} $unlocked={unlocked} data-level={tier.level}>
              <h3>{t('milestones.level', { level: tier.level })}</h3>
              <p>{rewardLabel(tier.reward)}</p>
              <div>
                <Badge $tone={unlocked ? 'success' : 'neutral'}>
                  {unlocked ? t('milestones.unlocked') : t('milestones.locked')}
                </Badge>
              </div>
            </Milestone>
          );
        })}
      </MilestoneList>
    </section>
  );
}
