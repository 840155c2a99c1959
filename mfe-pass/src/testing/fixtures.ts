import type {
  PassBuff,
  PassMission,
  PassProgress,
  PassTier,
  PassTiersResponse,
  RewardType,
  Tournament,
} from '@arena/shared-kit';

const REWARDS: RewardType[] = [
  'loyalty_points',
  'hextech_chest',
  'hextech_key',
  'mystery_skin',
  'hextech_chest_key',
];

/** Mission ids of the fixture tiers (UUIDs, as the API's). */
export const MISSION = {
  playMatches: '00000000-0000-4000-8000-000000000001',
  winMatches: '00000000-0000-4000-8000-000000000002',
  takedowns: '00000000-0000-4000-8000-000000000003',
} as const;

/** Levels 1, 2 and 3 have one mission each: loyalty points, a Hextech Key code, a Hextech Chest code. */
function missionsOf(level: number, progress?: Partial<Record<string, number>>): PassMission[] {
  const withProgress = (mission: PassMission): PassMission[] => [
    progress ? { ...mission, progress: progress[mission._id] ?? 0 } : mission,
  ];
  const base = { description: '', requirements: '', level };
  if (level === 1)
    return withProgress({
      ...base,
      _id: MISSION.playMatches,
      name: 'Play 3 matches',
      description: 'Play three matches of any mode.',
      xpReward: 150,
      target: 3,
      rewardType: 'loyalty_points',
      reward: 50,
    });
  if (level === 2)
    return withProgress({
      ...base,
      _id: MISSION.winMatches,
      name: 'Win 2 matches',
      xpReward: 200,
      target: 2,
      rewardType: 'hextech_key',
      reward: null,
    });
  if (level === 3)
    return withProgress({
      ...base,
      _id: MISSION.takedowns,
      name: 'Get 10 takedowns',
      xpReward: 300,
      target: 10,
      rewardType: 'hextech_chest',
      reward: null,
    });
  return [];
}

/**
 * 50 tiers, 100 XP more per level than the one before (level n needs 50·n·(n+1) in total). With `progress`
 * (mission id → progress), the missions carry the signed-in player's progress, as the API answers with a token.
 */
export function makeTiers(progress?: Partial<Record<string, number>>): PassTier[] {
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
      missions: missionsOf(level, progress),
    };
  });
}

const buff = (id: string, type: PassBuff['type'], name: string): PassBuff => ({
  _id: id,
  type,
  name,
  description: `${name} description`,
});

export function makeTiersResponse(progress?: Partial<Record<string, number>>): PassTiersResponse {
  return {
    en: {
      tiers: makeTiers(progress),
      activeBuffs: [buff('b1', 'weekend', 'Double XP Weekend')],
      upcomingBuffs: [buff('b2', 'seasonal', 'Ramadan 5x XP')],
    },
    ar: {
      tiers: makeTiers(progress),
      activeBuffs: [buff('b1', 'weekend', 'خبرة مضاعفة')],
      upcomingBuffs: [],
    },
  };
}

/** A member's progress: level 3 with 700 XP (level 4 needs 1000) unless told otherwise. */
export function makeProgress(overrides: Partial<PassProgress> = {}): PassProgress {
  return { currentLevel: 3, totalXP: 700, loyaltyPoints: 40, completedMissions: [], ...overrides };
}

/** A tournament as GET /v1/tournaments lists it; only what the pass page reads is meaningful. */
export function makeTournament(
  id: string,
  name: string,
  startingTime = '2026-05-01T18:00:00.000Z',
): Tournament {
  return {
    id,
    name: { en: name, ar: `${name} (ar)` },
    status: 'upcoming',
    starting_time: startingTime,
  } as Tournament;
}
