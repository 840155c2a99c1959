import '../i18n';
import { Badge, Skeleton, useLocale, WidgetContent, WidgetSection } from '@arena/shared-kit';
import { useTranslation } from 'react-i18next';
import { useRewardLabel } from '../features/pass/hooks/use-reward-label';
import {
  isLevelUnlocked,
  MILESTONE_LEVELS,
  milestoneTiers,
  seasonForLocale,
} from '../features/pass/utils/pass-levels';
import { Milestone, MILESTONE_HEIGHT, MilestoneList } from '../components/milestone';
import { usePreviewData } from './use-preview-data';

/** The shell draws this widget without TanStack Query: it is on the first paint of `/` (DESIGN §8). */
export const usesQueryClient = false;

export interface PassPreviewProps {
  /** False inside a page section that already has its own title and link (the shell's home page). */
  showHeader?: boolean;
}

/**
 * Home page preview of the pass (P1 §1, P2 §4): the rewards of levels 12, 24, 36 and 50, each Locked or
 * Unlocked against the signed-in player's current level, and a link to the pass (exposed as ./PassPreview).
 * Rendered by the shell in its own React tree, so it uses no router.
 */
export default function PassPreview({ showHeader = true }: PassPreviewProps) {
  const { t } = useTranslation('pass');
  const locale = useLocale();
  const rewardLabel = useRewardLabel();
  const { tiers: tiersResponse, progress, pending, failed, retry } = usePreviewData();
  const tiers = milestoneTiers(seasonForLocale(tiersResponse, locale).tiers);

  return (
    <WidgetSection
      data-testid="pass-preview"
      title={t('preview.title')}
      subtitle={t('preview.subtitle')}
      link={{ href: '/me-pass', label: t('preview.viewPass') }}
      showHeader={showHeader}
      busy={pending}
    >
      <WidgetContent
        pending={pending}
        failed={failed}
        errorText={t('preview.error')}
        onRetry={retry}
        skeleton={
          <MilestoneList aria-hidden="true" data-testid="pass-preview-skeleton">
            {MILESTONE_LEVELS.map((level) => (
              <li key={level}>
                <Skeleton $height={MILESTONE_HEIGHT} />
              </li>
            ))}
          </MilestoneList>
        }
      >
        {() => (
          <MilestoneList>
            {tiers.map((tier) => {
              const unlocked = isLevelUnlocked(tier.level, progress?.currentLevel);
              return (
                <Milestone key={tier.level} $unlocked={unlocked} data-level={tier.level}>
                  <h3>{t('preview.level', { level: tier.level })}</h3>
                  <p>{rewardLabel(tier.reward)}</p>
                  <div>
                    <Badge $tone={unlocked ? 'success' : 'neutral'}>
                      {unlocked ? t('preview.unlocked') : t('preview.locked')}
                    </Badge>
                  </div>
                </Milestone>
              );
            })}
          </MilestoneList>
        )}
      </WidgetContent>
    </WidgetSection>
  );
}
