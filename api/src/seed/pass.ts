import type { Transaction } from 'kysely';
import {
  type Database,
  json,
  type LocalizedValue,
  type PassBuffType,
  type PassMissionKind,
  type PassRewardType,
} from '../db/schema.js';
import {
  activityGain,
  levelForXp,
  matchGain,
  MISSION_XP,
  PASS_LEVELS,
  PASS_MILESTONES,
  SEASONAL_XP_MULTIPLIER,
  type SeasonalPromotion,
  XP_BOOST_MAX_LEVEL,
} from '@arena/contract/rules';
import type { LedgerGain } from '../modules/pass/ledger.js';
import { SeededRandom } from '../providers/game-data/random.js';
import { arabicCount, englishCount, formatCount } from '../i18n/numbers.js';
import { relative, seedId } from './ids.js';
import { SEED_PLAYERS, type SeedPlayer } from './players.js';
import { SEED_TEAMS } from './teams.js';
import { SEED_TOURNAMENTS } from './tournaments.js';

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
  kind: PassMissionKind;
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

interface MissionTemplate {
  kind: PassMissionKind;
  texts: (target: number) => Pick<SeedMission, 'name' | 'description' | 'requirements'>;
}

/** "15,000" damage, as each language writes it. */
const DAMAGE_EN = formatCount(15000, 'en');
const DAMAGE_AR = formatCount(15000, 'ar');

/** Matches counted in Arabic: the phrase for 1, 2, 3 to 10 and 11 up, `#` the count; `suffix` follows the noun. */
function arabicMatches(suffix = '', dual = 'مباراتين'): Parameters<typeof arabicCount>[1] {
  return {
    one: `مباراة واحدة${suffix}`,
    two: `${dual}${suffix}`,
    few: `# مباريات${suffix}`,
    many: `# مباراة${suffix}`,
  };
}

/**
 * The missions' texts for a target: English with its singular for one, Arabic with its counted-noun forms and
 * Arabic-Indic digits (issue 28).
 */
const MISSION_TEMPLATES: MissionTemplate[] = [
  {
    kind: 'play',
    texts: (target) => ({
      name: {
        en: `Play ${englishCount(target, 'match', 'matches')}`,
        ar: `العب ${arabicCount(target, arabicMatches())}`,
      },
      description: {
        en: 'Finish matches of any mode on your linked account.',
        ar: 'أنهِ مباريات من أي نمط على حسابك المرتبط.',
      },
      requirements: {
        en: englishCount(target, 'finished match', 'finished matches'),
        ar: arabicCount(target, {
          one: 'مباراة واحدة مكتملة',
          two: 'مباراتان مكتملتان',
          few: '# مباريات مكتملة',
          many: '# مباراة مكتملة',
        }),
      },
    }),
  },
  {
    kind: 'win',
    texts: (target) => ({
      name: {
        en: `Win ${englishCount(target, 'match', 'matches')}`,
        ar: `فُز في ${arabicCount(target, arabicMatches())}`,
      },
      description: {
        en: 'Win matches on Summoner’s Rift or the Howling Abyss.',
        ar: 'فُز في مباريات على سمونرز ريفت أو هاولينغ أبيس.',
      },
      requirements: {
        en: englishCount(target, 'win', 'wins'),
        ar: arabicCount(target, {
          one: 'انتصار واحد',
          two: 'انتصاران',
          few: '# انتصارات',
          many: '# انتصارًا',
          other: '# انتصار',
        }),
      },
    }),
  },
  {
    kind: 'takedowns',
    texts: (target) => ({
      name: {
        en: `Score ${englishCount(target, 'takedown', 'takedowns')}`,
        ar: `حقق ${arabicCount(target, {
          one: 'عملية إسقاط واحدة',
          two: 'عمليتي إسقاط',
          few: '# عمليات إسقاط',
          many: '# عملية إسقاط',
        })}`,
      },
      description: {
        en: 'Kills and assists both count as takedowns.',
        ar: 'تُحتسب عمليات القتل والمساعدة كعمليات إسقاط.',
      },
      requirements: {
        en: englishCount(target, 'kill or assist', 'kills or assists'),
        ar: arabicCount(target, {
          one: 'عملية قتل أو مساعدة واحدة',
          two: 'عمليتا قتل أو مساعدة',
          few: '# عمليات قتل أو مساعدة',
          many: '# عملية قتل أو مساعدة',
        }),
      },
    }),
  },
  {
    kind: 'premade',
    texts: (target) => ({
      name: {
        en: `Play ${englishCount(target, 'match', 'matches')} with a friend`,
        ar: `العب ${arabicCount(target, arabicMatches(' مع صديق'))}`,
      },
      description: {
        en: 'Queue in a premade group with at least one friend.',
        ar: 'العب ضمن مجموعة مع صديق واحد على الأقل.',
      },
      requirements: {
        en: englishCount(target, 'premade match', 'premade matches'),
        ar: arabicCount(target, arabicMatches(' ضمن مجموعة', 'مباراتان')),
      },
    }),
  },
  {
    kind: 'damage',
    texts: (target) => ({
      name: {
        en: `Deal damage in ${englishCount(target, 'match', 'matches')}`,
        ar: `ألحق الضرر في ${arabicCount(target, arabicMatches())}`,
      },
      description: {
        en: `Deal at least ${DAMAGE_EN} damage to champions in a match.`,
        ar: `ألحق ما لا يقل عن ${DAMAGE_AR} من الضرر بالأبطال في المباراة.`,
      },
      requirements: {
        en: `${englishCount(target, 'match', 'matches')} with ${DAMAGE_EN}+ damage`,
        ar: arabicCount(target, arabicMatches(` بضرر يتجاوز ${DAMAGE_AR}`, 'مباراتان')),
      },
    }),
  },
  {
    kind: 'tournament',
    texts: () => ({
      name: { en: 'Take part in a tournament', ar: 'شارك في بطولة' },
      description: {
        en: 'Check in and play at least one match of a MENA Arena tournament.',
        ar: 'سجّل حضورك والعب مباراة واحدة على الأقل في إحدى بطولات MENA Arena.',
      },
      requirements: { en: '1 tournament match', ar: 'مباراة بطولة واحدة' },
    }),
  },
];

/** A mission's target: 1 tournament match; takedowns count kills and assists (5 per step); else matches. */
function missionTarget(kind: PassMissionKind, level: number, position: number): number {
  if (kind === 'tournament') return 1;
  const steps = 1 + Math.floor(level / 8) + position;
  return kind === 'takedowns' ? steps * 5 : steps;
}

function missionsFor(level: number, reward: { type: PassRewardType; amount: number }): SeedMission[] {
  const count = level % 3 === 0 || PASS_MILESTONES.includes(level) ? 2 : 1;
  return Array.from({ length: count }, (_, position) => {
    const template = MISSION_TEMPLATES[(level * 2 + position) % MISSION_TEMPLATES.length];
    const target = missionTarget(template.kind, level, position);
    const xpReward = Math.min(MISSION_XP.max, MISSION_XP.min + level * 7 + position * 50);
    return {
      id: seedId('pass-mission', `${level}-${position}`),
      level,
      position,
      kind: template.kind,
      ...template.texts(target),
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
    isMilestone: PASS_MILESTONES.includes(level),
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
      ar: `حتى ${formatCount(40, 'ar')}٪ خبرة إضافية عند اللعب مع فريقك.`,
    },
  },
  {
    id: seedId('pass-buff', 'weekend'),
    type: 'weekend',
    phase: 'active',
    name: { en: 'Double XP weekends', ar: 'خبرة مضاعفة في عطلة نهاية الأسبوع' },
    description: {
      en: 'Every match on your region’s weekend earns double XP: Friday and Saturday in the Middle East, Saturday and Sunday in Europe.',
      ar: 'كل مباراة في عطلة نهاية الأسبوع في منطقتك تمنحك خبرة مضاعفة: الجمعة والسبت في الشرق الأوسط، والسبت والأحد في أوروبا.',
    },
  },
  {
    id: seedId('pass-buff', 'ramadan'),
    type: 'seasonal',
    phase: 'upcoming',
    name: { en: 'Ramadan 5x XP', ar: 'خبرة خماسية في رمضان' },
    description: {
      en: 'Five times the XP during Ramadan for the first 12 levels.',
      ar: `خمسة أضعاف الخبرة خلال رمضان في أول ${formatCount(12, 'ar')} مستوى.`,
    },
  },
  {
    id: seedId('pass-buff', 'premade'),
    type: 'other',
    phase: 'active',
    name: { en: 'Premade bonus', ar: 'مكافأة المجموعة' },
    description: {
      en: '2 extra XP per match when you queue with at least one friend.',
      ar: 'نقطتا خبرة إضافيتان لكل مباراة عند اللعب مع صديق واحد على الأقل.',
    },
  },
];

export interface SeedSeason extends SeasonalPromotion {
  id: string;
  name: LocalizedValue;
}

/** The season calendar: Ramadan 1448 (from 8 February to 9 March 2027, Riyadh time), 5x XP up to level 12. */
/** The pass season of the seeded tiers, missions and ledger: from the launch (P2 §1) for two years. */
export const SEED_REWARD_SEASON = {
  id: seedId('reward-season', 'season-1'),
  name: { en: 'Season 1', ar: 'الموسم ١' },
  startsAt: new Date('2025-01-27T00:00:00+03:00'),
  endsAt: new Date('2027-01-27T00:00:00+03:00'),
};

export const SEED_SEASONS: SeedSeason[] = [
  {
    id: seedId('pass-season', 'ramadan-1448'),
    name: { en: 'Ramadan 1448', ar: 'رمضان ١٤٤٨' },
    startsAt: new Date('2027-02-08T00:00:00+03:00'),
    endsAt: new Date('2027-03-10T00:00:00+03:00'),
    xpMultiplier: SEASONAL_XP_MULTIPLIER,
    maxLevel: XP_BOOST_MAX_LEVEL,
  },
];

/** Community events and activities of the last months; each attendance is worth 10 loyalty points. */
export const SEED_EVENTS: { key: string; daysAgo: number }[] = [
  { key: 'pass-launch-stream', daysAgo: 150 },
  { key: 'arabic-casting-night', daysAgo: 130 },
  { key: 'aram-community-cup', daysAgo: 112 },
  { key: 'coaching-clinic-jungle', daysAgo: 95 },
  { key: 'fan-art-contest', daysAgo: 80 },
  { key: 'patch-preview-watch-party', daysAgo: 66 },
  { key: 'clash-warmup-scrims', daysAgo: 52 },
  { key: 'esports-quiz-night', daysAgo: 40 },
  { key: 'coaching-clinic-support', daysAgo: 29 },
  { key: 'creator-showmatch', daysAgo: 19 },
  { key: 'finals-watch-party', daysAgo: 9 },
  { key: 'community-feedback-session', daysAgo: 3 },
];

const MINUTE = 60_000;
const MAX_SKIPPED_MATCHES = 40;
const tierThresholds = SEED_TIERS.map((tier) => ({ level: tier.level, xpNeeded: tier.xpNeeded }));
const loyaltyMissions = SEED_TIERS.filter((tier) => tier.reward.type === 'loyalty_points').map(
  (tier) => tier.missions[0],
);

/** How many members of the player's seeded team could play beside them (0 without a team, at most 4). */
function teammatesAvailable(player: SeedPlayer): number {
  const team = SEED_TEAMS.find((candidate) =>
    candidate.members.some((member) => member.player.id === player.id),
  );
  return team ? Math.min(4, team.members.length - 1) : 0;
}

interface MemberHistory {
  gains: LedgerGain[];
  completedMissions: { missionId: string; at: Date }[];
}

/**
 * A pass member's history since registering, built with the real earning rules so the ledger rows carry the
 * multipliers that applied: matches spread over the period, and the loyalty-point mission of a level completed
 * soon after reaching it (missions make at most half the XP). It stops about a third into the member's level.
 * Seeded during a season, the 5x may leave no way to land in a low level: the member then stays below it.
 */
function memberHistory(
  player: SeedPlayer,
  pass: { level: number; registeredDaysAgo: number },
  now: Date,
): MemberHistory {
  const history: MemberHistory = { gains: [], completedMissions: [] };
  const random = new SeededRandom(`${player.key}:pass-history`);
  const levelStart = pass.level === 0 ? 0 : cumulativeXp(pass.level);
  const nextLevel = pass.level >= PASS_LEVELS ? Number.POSITIVE_INFINITY : cumulativeXp(pass.level + 1);
  const targetXp =
    pass.level >= PASS_LEVELS ? levelStart + 200 : Math.round(levelStart + (nextLevel - levelStart) * 0.35);
  const missionBudget = targetXp / 2;
  const squad = teammatesAvailable(player);
  const start = relative(now, { days: -pass.registeredDaysAgo }).getTime();
  // Rows land up to 50 minutes after a match's start (its end, then a mission): all stay in the past.
  const end = now.getTime() - 60 * MINUTE;
  const step = (end - start) / (Math.ceil(targetXp / 2 / 80) + 1);

  let total = 0;
  let skipped = 0;
  let missionXp = 0;
  let nextMission = 0;
  let at = start;
  const completeMission = (time: number, withinBudget = true): boolean => {
    const mission = loyaltyMissions[nextMission];
    if (!mission || mission.level > levelForXp(total, tierThresholds)) return false;
    if (withinBudget && missionXp + mission.xpReward > missionBudget) return false;
    if (total + mission.xpReward >= nextLevel) return false;
    const completedAt = new Date(time + 20 * MINUTE);
    history.gains.push({
      userId: player.id,
      sourceKind: 'mission',
      sourceId: mission.id,
      xp: mission.xpReward,
      loyaltyPoints: mission.reward ?? 0,
      multipliers: { missionXp: mission.xpReward },
      at: completedAt,
    });
    history.completedMissions.push({ missionId: mission.id, at: completedAt });
    total += mission.xpReward;
    missionXp += mission.xpReward;
    nextMission += 1;
    return true;
  };

  for (let index = 0; total < targetXp; index += 1) {
    at = Math.min(at + step * (0.6 + random.next() * 0.8), at + (end - at) / 2);
    const context = {
      playedAt: new Date(at),
      region: player.region,
      teammatesInMatch: squad > 0 ? random.int(0, squad) : 0,
      premade: random.chance(0.3),
      level: levelForXp(total, tierThresholds),
      seasons: SEED_SEASONS,
    };
    let gain = matchGain(context);
    if (total + gain.xp >= nextLevel) {
      // This match would pass the member's level (the seasonal 5x can jump one): stop there if the level is
      // reached, else a mission or a match without bonuses may fit, else a later match (not on a weekend).
      if (total >= levelStart) break;
      if (completeMission(at, false)) continue;
      gain = matchGain({ ...context, teammatesInMatch: 0, premade: false });
      if (total + gain.xp >= nextLevel) {
        skipped += 1;
        if (skipped > MAX_SKIPPED_MATCHES) break;
        continue;
      }
    }
    history.gains.push({
      userId: player.id,
      sourceKind: 'match',
      sourceId: `${player.region.toUpperCase()}_${6_000_000_000 + random.int(0, 99_999) * 10_000 + index}`,
      ...gain,
      at: new Date(at + 30 * MINUTE),
    });
    total += gain.xp;
    completeMission(at + 30 * MINUTE);
  }
  return history;
}

/** Every player of a started tournament they were approved or checked in for (a team's whole roster). */
function tournamentGains(now: Date): LedgerGain[] {
  return SEED_TOURNAMENTS.filter((tournament) => tournament.schedule.starting < 0).flatMap((tournament) =>
    tournament.registrations
      .filter((registration) => registration.status === 'approved' || registration.status === 'checked-in')
      .flatMap((registration) =>
        registration.team ? registration.team.members.map((member) => member.player) : [registration.player],
      )
      .map((player) => ({
        userId: player.id,
        sourceKind: 'tournament' as const,
        sourceId: tournament.id,
        ...activityGain(),
        at: relative(now, { hours: tournament.schedule.starting }),
      })),
  );
}

function eventGains(player: SeedPlayer, now: Date): LedgerGain[] {
  const attended = SEED_EVENTS.filter((event) => event.daysAgo < player.joinedDaysAgo);
  return new SeededRandom(`${player.key}:events`).sample(attended, player.eventsAttended).map((event) => ({
    userId: player.id,
    sourceKind: 'activity' as const,
    sourceId: `event:${event.key}`,
    ...activityGain(),
    at: relative(now, { days: -event.daysAgo }),
  }));
}

/** The seeded ledger, pass registrations and completed missions, relative to `now`. */
export function seedPassHistory(now: Date): {
  registrations: { userId: string; registeredAt: Date }[];
  completedMissions: { userId: string; missionId: string; at: Date }[];
  gains: LedgerGain[];
} {
  const registrations: { userId: string; registeredAt: Date }[] = [];
  const completedMissions: { userId: string; missionId: string; at: Date }[] = [];
  const gains: LedgerGain[] = [...tournamentGains(now)];
  for (const player of SEED_PLAYERS) {
    gains.push(...eventGains(player, now));
    if (!player.pass) continue;
    registrations.push({
      userId: player.id,
      registeredAt: relative(now, { days: -player.pass.registeredDaysAgo }),
    });
    const history = memberHistory(player, player.pass, now);
    gains.push(...history.gains);
    completedMissions.push(
      ...history.completedMissions.map((mission) => ({ userId: player.id, ...mission })),
    );
  }
  // A player on two rosters of one tournament takes part once.
  const unique = new Map(gains.map((gain) => [`${gain.userId}|${gain.sourceKind}|${gain.sourceId}`, gain]));
  return { registrations, completedMissions, gains: [...unique.values()] };
}

const INSERT_BATCH = 500;

/** Tiers, missions, buffs, the season calendar, members, their completed missions and the ledger. */
export async function seedPass(trx: Transaction<Database>, now: Date): Promise<void> {
  // The pass season everything below belongs to (migration 0030 stamps it on tiers, missions and ledger rows).
  await trx
    .insertInto('reward_seasons')
    .values({
      id: SEED_REWARD_SEASON.id,
      name: json(SEED_REWARD_SEASON.name),
      starts_at: SEED_REWARD_SEASON.startsAt,
      ends_at: SEED_REWARD_SEASON.endsAt,
      status: 'current',
      started_at: SEED_REWARD_SEASON.startsAt,
    })
    .execute();
  await trx
    .insertInto('pass_tiers')
    .values(
      SEED_TIERS.map((tier) => ({
        level: tier.level,
        xp_needed: tier.xpNeeded,
        is_milestone: tier.isMilestone,
        reward_type: tier.reward.type,
        reward_amount: tier.reward.amount,
      })),
    )
    .execute();
  await trx
    .insertInto('pass_missions')
    .values(
      SEED_TIERS.flatMap((tier) =>
        tier.missions.map((mission) => ({
          id: mission.id,
          level: mission.level,
          position: mission.position,
          kind: mission.kind,
          name: json(mission.name),
          description: json(mission.description),
          requirements: json(mission.requirements),
          xp_reward: mission.xpReward,
          target: mission.target,
          reward_type: mission.rewardType,
          reward: mission.reward,
        })),
      ),
    )
    .execute();
  await trx
    .insertInto('pass_buffs')
    .values(
      SEED_BUFFS.map((buff, position) => ({
        id: buff.id,
        type: buff.type,
        phase: buff.phase,
        position,
        name: json(buff.name),
        description: json(buff.description),
      })),
    )
    .execute();
  await trx
    .insertInto('pass_seasons')
    .values(
      SEED_SEASONS.map((season) => ({
        id: season.id,
        name: json(season.name),
        starts_at: season.startsAt,
        ends_at: season.endsAt,
        xp_multiplier: season.xpMultiplier,
        max_level: season.maxLevel,
      })),
    )
    .execute();

  const history = seedPassHistory(now);
  await trx
    .insertInto('pass_registrations')
    .values(
      history.registrations.map((member) => ({ user_id: member.userId, registered_at: member.registeredAt })),
    )
    .execute();
  const completed = history.completedMissions.map((mission) => ({
    user_id: mission.userId,
    mission_id: mission.missionId,
    reward_code: null,
    completed_at: mission.at,
  }));
  if (completed.length > 0) await trx.insertInto('pass_completed_missions').values(completed).execute();
  for (let offset = 0; offset < history.gains.length; offset += INSERT_BATCH) {
    await trx
      .insertInto('xp_ledger')
      .values(
        history.gains.slice(offset, offset + INSERT_BATCH).map((gain) => ({
          user_id: gain.userId,
          source_kind: gain.sourceKind,
          source_id: gain.sourceId,
          xp: gain.xp,
          loyalty_points: gain.loyaltyPoints,
          multipliers: json(gain.multipliers),
          created_at: gain.at,
        })),
      )
      .execute();
  }
}
