import type { RewardType } from '@arena/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * "20 Loyalty Points", "Hextech Chest × 2": a reward in the reader's language, in the pass page's own words (the
 * remote's `pass` namespace).
 */
export function useRewardText(): (type: RewardType, amount: number) => string {
  const { t } = useTranslation('pass');
  return useCallback(
    (type, amount) => {
      if (type === 'loyalty_points') return t('rewards.points', { amount });
      const name = t(`rewards.${type}`);
      return amount > 1 ? t('rewards.items', { name, amount }) : name;
    },
    [t],
  );
}

/** The name of a reward type ("Hextech Key"), for the forms' choices. */
export function useRewardTypeName(): (type: RewardType) => string {
  const { t } = useTranslation('pass');
  return useCallback((type) => t(`rewards.${type}`), [t]);
}
