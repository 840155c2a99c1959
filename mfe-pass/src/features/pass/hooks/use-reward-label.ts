import '../../../i18n';
import type { PassTier } from '@arena/shared-kit';
import { useTranslation } from 'react-i18next';

/** "500 Loyalty Points", "Hextech Chest × 2": a tier's reward in the viewer's language. */
export function useRewardLabel(): (reward: PassTier['reward']) => string {
  const { t } = useTranslation('pass');
  return (reward) => {
    if (reward.type === 'loyalty_points') return t('rewards.points', { amount: reward.amount });
    const name = t(`rewards.${reward.type}`, { defaultValue: reward.type });
    return reward.amount > 1 ? t('rewards.items', { name, amount: reward.amount }) : name;
  };
}
