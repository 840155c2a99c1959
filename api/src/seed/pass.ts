import type { LocalizedValue, PassBuffType, PassRewardType } from '../db/schema.js';
import { seedId } from './ids.js';

export const PASS_LEVELS = 50;
export const PASS_MILESTONES = [12, 24, 36, 50] as const;

/** XP to go from level n-1 to level n: 100 for level 1, then 20 more per level. */
export function xpForLevel(level: number): number {
  return 100 + 20 * (level - 1);
}

/** Cumulative XP needed to reach a level. */
export function cumulativeXp(level: number): number {
  let total = 0;
  for (let current = 1; current <= level; current += 1) total += xpForLevel(current);
  return total;
}

export interface SeedMission {
  id: string;
  level: number;
  position: number;
  name: LocalizedValue;
  description: LocalizedValue;
  requirements: LocalizedValue;
  xpReward: number;
  target: number;
  rewardType: PassRewardType;
  reward: number | null;
}

export interface SeedTier {
  level: number;
  xpNeeded: number;
  isMilestone: boolean;
  reward: { type: PassRewardType; amount: number };
  missions: SeedMission[];
}

const MILESTONE_REWARDS: Record<number, { type: PassRewardType; amount: number }> = {
  12: { type: 'hextech_chest', amount: 1 },
  24: { type: 'hextech_chest_key', amount: 1 },
  36: { type: 'hextech_chest_key', amount: 2 },
  50: { type: 'mystery_skin', amount: 1 },
};

function rewardFor(level: number): { type: PassRewardType; amount: number } {
  if (MILESTONE_REWARDS[level]) return MILESTONE_REWARDS[level];
  if (level % 10 === 5) return { type: 'hextech_key', amount: 1 };
  if (level % 8 === 0) return { type: 'hextech_chest', amount: 1 };
  return { type: 'loyalty_points', amount: 20 + Math.floor(level / 5) * 10 };
}

type MissionTemplate = (
  target: number,
) => Omit<SeedMission, 'id' | 'level' | 'position' | 'xpReward' | 'target' | 'rewardType' | 'reward'>;

const MISSION_TEMPLATES: MissionTemplate[] = [
  (target) => ({
    name: { en: `Play ${target} matches`, ar: `العب ${target} مباريات` },
    description: {
      en: 'Finish matches of any mode on your linked account.',
      ar: 'أنهِ مباريات من أي نمط على حسابك المرتبط.',
    },
    requirements: { en: `${target} finished matches`, ar: `${target} مباريات مكتملة` },
  }),
  (target) => ({
    name: { en: `Win ${target} matches`, ar: `افز في ${target} مباريات` },
    description: {
      en: 'Win matches on Summoner’s Rift or the Howling Abyss.',
      ar: 'افز في مباريات على سمونرز ريفت أو هاولينغ أبيس.',
    },
    requirements: { en: `${target} wins`, ar: `${target} انتصارات` },
  }),
  (target) => ({
    name: { en: `Score ${target * 5} takedowns`, ar: `حقق ${target * 5} عملية إسقاط` },
    description: {
      en: 'Kills and assists both count as takedowns.',
      ar: 'تُحتسب عمليات القتل والمساعدة كعمليات إسقاط.',
    },
    requirements: { en: `${target * 5} kills or assists`, ar: `${target * 5} عمليات قتل أو مساعدة` },
  }),
  (target) => ({
    name: { en: `Play ${target} matches with a friend`, ar: `العب ${target} مباريات مع صديق` },
    description: {
      en: 'Queue in a premade group with at least one friend.',
      ar: 'العب ضمن مجموعة مع صديق واحد على الأقل.',
    },
    requirements: { en: `${target} premade matches`, ar: `${target} مباريات ضمن مجموعة` },
  }),
  (target) => ({
    name: { en: `Deal damage in ${target} matches`, ar: `ألحق الضرر في ${target} مباريات` },
    description: {
      en: 'Deal at least 15,000 damage to champions in a match.',
      ar: 'ألحق ما لا يقل عن 15,000 ضرر بالأبطال في المباراة.',
    },
    requirements: { en: `${target} matches with 15,000+ damage`, ar: `${target} مباريات بضرر يتجاوز 15,000` },
  }),
  () => ({
    name: { en: 'Take part in a tournament', ar: 'شارك في بطولة' },
    description: {
      en: 'Check in and play at least one match of a MENA Arena tournament.',
      ar: 'سجّل حضورك والعب مباراة واحدة على الأقل في إحدى بطولات MENA Arena.',
    },
    requirements: { en: '1 tournament match', ar: 'مباراة بطولة واحدة' },
  }),
];

function missionsFor(level: number, reward: { type: PassRewardType; amount: number }): SeedMission[] {
  const count =
    level % 3 === 0 || PASS_MILESTONES.includes(level as (typeof PASS_MILESTONES)[number]) ? 2 : 1;
  return Array.from({ length: count }, (_, position) => {
    const template = MISSION_TEMPLATES[(level * 2 + position) % MISSION_TEMPLATES.length];
    const target = template === MISSION_TEMPLATES[5] ? 1 : 1 + Math.floor(level / 8) + position;
    const xpReward = Math.min(500, 150 + level * 7 + position * 50);
    return {
      id: seedId('pass-mission', `${level}-${position}`),
      level,
      position,
      ...template(target),
      xpReward,
      target,
      rewardType: reward.type,
      reward: reward.type === 'loyalty_points' ? reward.amount : null,
    };
  });
}

export const SEED_TIERS: SeedTier[] = Array.from({ length: PASS_LEVELS }, (_, index) => {
  const level = index + 1;
  const reward = rewardFor(level);
  return {
    level,
    xpNeeded: cumulativeXp(level),
    isMilestone: PASS_MILESTONES.includes(level as (typeof PASS_MILESTONES)[number]),
    reward,
    missions: missionsFor(level, reward),
  };
});

export interface SeedBuff {
  id: string;
  type: PassBuffType;
  phase: 'active' | 'upcoming';
  name: LocalizedValue;
  description: LocalizedValue;
}

export const SEED_BUFFS: SeedBuff[] = [
  {
    id: seedId('pass-buff', 'squad'),
    type: 'squad',
    phase: 'active',
    name: { en: 'Squad bonus', ar: 'مكافأة الفريق' },
    description: {
      en: 'Up to 40% extra XP when you play with your team.',
      ar: 'حتى 40% خبرة إضافية عند اللعب مع فريقك.',
    },
  },
  {
    id: seedId('pass-buff', 'weekend'),
    type: 'weekend',
    phase: 'active',
    name: { en: 'Double XP weekends', ar: 'خبرة مضاعفة في عطلة نهاية الأسبوع' },
    description: {
      en: 'Every match on Friday and Saturday earns double XP.',
      ar: 'كل مباراة يومي الجمعة والسبت تمنحك خبرة مضاعفة.',
    },
  },
  {
    id: seedId('pass-buff', 'ramadan'),
    type: 'seasonal',
    phase: 'upcoming',
    name: { en: 'Ramadan 5x XP', ar: 'خبرة خماسية في رمضان' },
    description: {
      en: 'Five times the XP during Ramadan for the first 12 levels.',
      ar: 'خمسة أضعاف الخبرة خلال رمضان في أول 12 مستوى.',
    },
  },
  {
    id: seedId('pass-buff', 'premade'),
    type: 'other',
    phase: 'upcoming',
    name: { en: 'Premade bonus', ar: 'مكافأة المجموعة' },
    description: {
      en: '2 extra XP per match when you queue with at least one friend.',
      ar: 'نقطتا خبرة إضافيتان لكل مباراة عند اللعب مع صديق واحد على الأقل.',
    },
  },
];

/** Pass members at seed time: total XP places them at a level; missions of earlier loyalty tiers are done. */
export const SEED_PASS_MEMBERS: {
  playerKey: string;
  totalXp: number;
  loyaltyPoints: number;
  registeredDaysAgo: number;
}[] = [
  { playerKey: 'falcon', totalXp: cumulativeXp(14) + 120, loyaltyPoints: 640, registeredDaysAgo: 40 },
  { playerKey: 'layla', totalXp: cumulativeXp(3) + 40, loyaltyPoints: 60, registeredDaysAgo: 12 },
];
