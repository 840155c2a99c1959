import { PASS_LEVELS, XP_BOOST_MAX_LEVEL } from './pass-levels.js';

/**
 * The pass's earning rules (P2 §1), as pure functions. The API's match sync computes each new match's gain with
 * `matchGain` and writes it to the ledger; the home page's explainers quote the same figures (`EARNING_RULES`).
 */

/** XP of one match before any bonus. */
export const BASE_MATCH_XP = 50;
/** Squad bonus per teammate of the player's team in the match: 10 %, so 4 teammates give the maximum 40 %. */
export const SQUAD_BONUS_PER_TEAMMATE = 0.1;
export const MAX_SQUAD_TEAMMATES = 4;
export const WEEKEND_XP_MULTIPLIER = 2;
/** Extra XP when the player queued with at least one friend. */
export const PREMADE_BONUS_XP = 2;
/** The seasonal promotion's multiplier ("5x XP for the first 12 levels" during a religious month). */
export const SEASONAL_XP_MULTIPLIER = 5;
/** Loyalty points of one tournament, event or activity. */
export const LOYALTY_POINTS_PER_ACTIVITY = 10;
/** The XP a mission rewards, from its smallest to its largest. */
export const MISSION_XP = { min: 150, max: 500 } as const;

/** The earning rules as the marketing and help texts state them (P2 §1); the home explainers quote them. */
export const EARNING_RULES = {
  baseXpPerMatch: BASE_MATCH_XP,
  /** Squad bonus at its largest, as a fraction of the match XP. */
  squadBonusMax: (SQUAD_BONUS_PER_TEAMMATE * 10 * MAX_SQUAD_TEAMMATES) / 10,
  missionXp: MISSION_XP,
  premadeBonusXp: PREMADE_BONUS_XP,
  seasonalMultiplier: SEASONAL_XP_MULTIPLIER,
  seasonalBoostedLevels: XP_BOOST_MAX_LEVEL,
  loyaltyPointsPerActivity: LOYALTY_POINTS_PER_ACTIVITY,
  passLevels: PASS_LEVELS,
} as const;

type Weekday = 'Mon' | 'Tue' | 'Wed' | 'Thu' | 'Fri' | 'Sat' | 'Sun';

interface RegionWeekend {
  timeZone: string;
  days: readonly Weekday[];
}

const EUROPE_WEEKEND: RegionWeekend = { timeZone: 'Europe/Paris', days: ['Sat', 'Sun'] };

/**
 * Whose weekend a region keeps: the Middle East rests Friday–Saturday (Riyadh time), Europe Saturday–Sunday
 * (Paris time, for EUW and EUNE alike). Regions outside the pass fall back to Saturday–Sunday in UTC.
 */
const REGION_WEEKENDS: Record<string, RegionWeekend> = {
  me1: { timeZone: 'Asia/Riyadh', days: ['Fri', 'Sat'] },
  euw1: EUROPE_WEEKEND,
  eun1: EUROPE_WEEKEND,
};
const DEFAULT_WEEKEND: RegionWeekend = { timeZone: 'UTC', days: ['Sat', 'Sun'] };

const weekdayFormats = /* @__PURE__ */ new Map<string, Intl.DateTimeFormat>();

function weekdayIn(at: Date, timeZone: string): Weekday {
  let format = weekdayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short' });
    weekdayFormats.set(timeZone, format);
  }
  return format.format(at) as Weekday;
}

/** Whether a moment falls on the region's weekend, in the region's own time zone (the day turns at local midnight). */
export function isRegionWeekend(at: Date, region: string): boolean {
  const weekend = REGION_WEEKENDS[region] ?? DEFAULT_WEEKEND;
  return weekend.days.includes(weekdayIn(at, weekend.timeZone));
}

/** 1 + 10 % per teammate of the player's team in the match, from 1 (none) to 1.4 (four). */
export function squadMultiplier(teammatesInMatch: number): number {
  const teammates = Math.min(MAX_SQUAD_TEAMMATES, Math.max(0, Math.floor(teammatesInMatch)));
  return (10 + teammates * SQUAD_BONUS_PER_TEAMMATE * 10) / 10;
}

/** A seasonal promotion (a row of `pass_seasons`): `xpMultiplier` while the level is at most `maxLevel`. */
export interface SeasonalPromotion {
  startsAt: Date;
  /** Exclusive. */
  endsAt: Date;
  xpMultiplier: number;
  maxLevel: number;
}

/** The seasonal multiplier for a match played at `at` by a player at `level`; 1 outside every season. */
export function seasonalMultiplier(at: Date, level: number, seasons: readonly SeasonalPromotion[]): number {
  const time = at.getTime();
  const season = seasons.find(
    (candidate) =>
      candidate.startsAt.getTime() <= time &&
      time < candidate.endsAt.getTime() &&
      level <= candidate.maxLevel,
  );
  return season?.xpMultiplier ?? 1;
}

/** What the rules need to know about one match of one player. */
export interface MatchGainContext {
  /** When the match was played (its start): the weekend and the season are judged at this moment. */
  playedAt: Date;
  /** The player's platform (`me1`, `euw1`, `eun1`): whose weekend applies. */
  region: string;
  /** Members of the player's team, the player excluded, who played in the match on the player's side (0–4). */
  teammatesInMatch: number;
  /** The player queued in a group with at least one friend. */
  premade: boolean;
  /** The player's pass level before this match. */
  level: number;
  /** The season calendar (`pass_seasons`). */
  seasons: readonly SeasonalPromotion[];
}

/** A gain for the ledger; `multipliers` holds only what applied, `base` always. */
export interface EarnedGain {
  xp: number;
  loyaltyPoints: number;
  multipliers: Record<string, number>;
}

/**
 * The XP of one match. The multipliers apply in this order:
 *
 *     xp = (base × squad × weekend + premade) × seasonal
 *
 * - base: 50;
 * - squad: 1 + 0.1 per teammate of the player's team in the match, up to 1.4;
 * - weekend: 2 on the region's weekend (`isRegionWeekend`);
 * - premade: +2, a flat bonus, not doubled by the weekend or the squad ("2 extra XP");
 * - seasonal: 5 during a season of the calendar while the player's level is at most 12 ("5x XP for the first
 *   12 levels"), applied last so it multiplies everything the match earned.
 *
 * The result is rounded to a whole XP. A match gives no loyalty points: those come from tournaments, events
 * and activities (`activityGain`) and from mission rewards.
 *
 * @example matchGain({ playedAt, region: 'me1', teammatesInMatch: 2, premade: true, level: 14, seasons })
 *   // on a Friday in Riyadh: { xp: 122, loyaltyPoints: 0, multipliers: { base: 50, squad: 1.2, weekend: 2, premade: 2 } }
 */
export function matchGain(context: MatchGainContext): EarnedGain {
  const squad = squadMultiplier(context.teammatesInMatch);
  const weekend = isRegionWeekend(context.playedAt, context.region) ? WEEKEND_XP_MULTIPLIER : 1;
  const premade = context.premade ? PREMADE_BONUS_XP : 0;
  const seasonal = seasonalMultiplier(context.playedAt, context.level, context.seasons);
  const xp = Math.round((BASE_MATCH_XP * squad * weekend + premade) * seasonal);

  const multipliers: Record<string, number> = { base: BASE_MATCH_XP };
  if (squad !== 1) multipliers.squad = squad;
  if (weekend !== 1) multipliers.weekend = weekend;
  if (premade !== 0) multipliers.premade = premade;
  if (seasonal !== 1) multipliers.seasonal = seasonal;
  return { xp, loyaltyPoints: 0, multipliers };
}

/** The gain of one tournament, event or activity: 10 loyalty points, no XP. */
export function activityGain(): EarnedGain {
  return {
    xp: 0,
    loyaltyPoints: LOYALTY_POINTS_PER_ACTIVITY,
    multipliers: { loyaltyPoints: LOYALTY_POINTS_PER_ACTIVITY },
  };
}
