import '../../../i18n';
import { formatNumber, type PassTier, useLocale } from '@arena/shared-kit';
import { useTranslation } from 'react-i18next';

/** "500 Loyalty Points", "Hextech Chest × 2": a tier's reward in the viewer's language. */
export function useRewardLabel(): (reward: PassTier['reward']) => string {
  const { t } = useTranslation('pass');
  const locale = useLocale();
  return (reward) => {
    const amount = formatNumber(reward.amount, locale);
    if (reward.type === 'loyalty_points') return t('rewards.points', { amount });
    const name = t(`rewards.${reward.type}`, { defaultValue: reward.type });
    return reward.amount > 1 ? t('rewards.items', { name, amount }) : name;
  };
}
