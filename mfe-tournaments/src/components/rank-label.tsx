import '../i18n';
import type { PlayerRankValue } from '@arena/contract';
import { useTranslation } from 'react-i18next';

/** Any namespace's `t`: the rank words are read from the remote's own namespace (`tournaments`). */
type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A tier and division as the API names them (`GOLD`, `II`; null for Master and above). */
export interface RankStepLike {
  tier: string;
  division: string | null;
}

/** A tier and division in the page's language (`Gold II`, `ذهب ٢`); the apex tiers have no division. */
export function rankStepText(t: Translate, step: RankStepLike): string {
  const tier = t(`rank.tier.${step.tier}`, { ns: 'tournaments', defaultValue: step.tier });
  if (!step.division) return tier;
  const division = t(`rank.division.${step.division}`, { ns: 'tournaments', defaultValue: step.division });
  return t('rank.step', { ns: 'tournaments', tier, division });
}

/**
 * A player's solo queue rank as the publisher gave it (issue 33): tier, division and league points; "Unranked"
 * when they have none.
 */
export function RankLabel({ rank }: { rank: PlayerRankValue | null | undefined }) {
  const { t } = useTranslation('tournaments');
  if (!rank) {
    return (
      <span data-testid="rank" data-rank="unranked">
        {t('rank.unranked')}
      </span>
    );
  }
  return (
    <span data-testid="rank" data-rank={rank.tier}>
      {rankStepText(t, rank)}
      {' · '}
      {t('rank.points', { points: rank.leaguePoints })}
    </span>
  );
}
