import type { PassBuff, PassTier, PassTiersResponse, RewardType } from '@arena/shared-kit';

const REWARDS: RewardType[] = [
  'loyalty_points',
  'hextech_chest',
  'hextech_key',
  'mystery_skin',
  'hextech_chest_key',
];

/** 50 tiers, 100 XP more per level than the one before (level n needs 50·n·(n+1) in total). */
export function makeTiers(): PassTier[] {
  return Array.from({ length: 50 }, (_, index) => {
    const level = index + 1;
    const isMilestone = level % 12 === 0 || level === 50;
    return {
      level,
      xpNeeded: 50 * level * (level + 1),
      isMilestone,
      reward:
        isMilestone && level !== 12
          ? { type: REWARDS[((level / 12) % 5) | 0] ?? 'mystery_skin', amount: 1 }
          : { type: 'loyalty_points', amount: level * 10 },
      missions: [],
    };
  });
}

const buff = (id: string, type: PassBuff['type'], name: string): PassBuff => ({
  _id: id,
  type,
  name,
  description: `${name} description`,
});

export function makeTiersResponse(): PassTiersResponse {
  return {
    en: {
      tiers: makeTiers(),
      activeBuffs: [buff('b1', 'weekend', 'Double XP Weekend')],
      upcomingBuffs: [buff('b2', 'seasonal', 'Ramadan 5x XP')],
    },
    ar: { tiers: makeTiers(), activeBuffs: [buff('b1', 'weekend', 'خبرة مضاعفة')], upcomingBuffs: [] },
  };
}
