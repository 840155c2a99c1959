import type { GamesXp, Locale, PassBuff, PassProgress, PassTier, PassTiersResponse } from '@arena/contract';
import type { Db } from '../../db/database.js';
import type { LocalizedValue } from '../../db/schema.js';
import { apiError } from '../../errors.js';
import { levelForXp, type SeasonalPromotion } from '@arena/contract/rules';
import { type LedgerExecutor, ledgerTotals, type LedgerTotals } from './ledger.js';
import { currentSeasonId, lastSeasonResult } from './reward-seasons-service.js';

const LOCALES: readonly Locale[] = ['en', 'ar'];

const text = (value: LocalizedValue, locale: Locale) => (locale === 'ar' ? (value.ar ?? value.en) : value.en);

/** Tiers with missions, and current and upcoming buffs, in both languages (P2 §3). */
export async function passTiers(db: Db): Promise<PassTiersResponse> {
  const [tiers, missions, buffs] = await Promise.all([
    db
      .selectFrom('pass_tiers')
      .selectAll()
      .where('season_id', '=', currentSeasonId())
      .orderBy('level')
      .execute(),
    db
      .selectFrom('pass_missions')
      .selectAll()
      .where('season_id', '=', currentSeasonId())
      .orderBy('level')
      .orderBy('position')
      .execute(),
    db.selectFrom('pass_buffs').selectAll().orderBy('phase').orderBy('position').execute(),
  ]);
  const byLocale = (locale: Locale) => {
    const localizedTiers: PassTier[] = tiers.map((tier) => ({
      level: tier.level,
      xpNeeded: tier.xp_needed,
      isMilestone: tier.is_milestone,
      reward: { type: tier.reward_type, amount: tier.reward_amount },
      missions: missions
        .filter((mission) => mission.level === tier.level)
        .map((mission) => ({
          _id: mission.id,
          name: text(mission.name, locale),
          description: text(mission.description, locale),
          xpReward: mission.xp_reward,
          requirements: text(mission.requirements, locale),
          level: mission.level,
          target: mission.target,
          rewardType: mission.reward_type,
          reward: mission.reward,
        })),
    }));
    const buffsIn = (phase: 'active' | 'upcoming'): PassBuff[] =>
      buffs
        .filter((buff) => buff.phase === phase)
        .map((buff) => ({
          _id: buff.id,
          type: buff.type,
          name: text(buff.name, locale),
          description: text(buff.description, locale),
        }));
    return { tiers: localizedTiers, activeBuffs: buffsIn('active'), upcomingBuffs: buffsIn('upcoming') };
  };
  return Object.fromEntries(LOCALES.map((locale) => [locale, byLocale(locale)])) as PassTiersResponse;
}

export async function isPassMember(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('pass_registrations')
    .select('user_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * Registers a player for the pass when their region is one it is open to (`PASS_ALLOWED_REGIONS`); error 10027
 * otherwise. Registering again changes nothing and answers `alreadyRegistered`.
 */
export async function registerForPass(
  db: Db,
  player: { id: string; region: string },
  allowedRegions: readonly string[],
  now: Date,
): Promise<{ alreadyRegistered: boolean }> {
  if (!allowedRegions.includes(player.region.toLowerCase())) throw apiError('passRegionRestricted');
  const inserted = await db
    .insertInto('pass_registrations')
    .values({ user_id: player.id, registered_at: now })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return { alreadyRegistered: inserted === undefined };
}

/** The current season's tiers' cumulative XP, sorted by level, for `levelForXp`. */
export async function tierThresholds(db: LedgerExecutor): Promise<{ level: number; xpNeeded: number }[]> {
  const tiers = await db
    .selectFrom('pass_tiers')
    .select(['level', 'xp_needed'])
    .where('season_id', '=', currentSeasonId())
    .orderBy('level')
    .execute();
  return tiers.map((tier) => ({ level: tier.level, xpNeeded: tier.xp_needed }));
}

/** The season calendar (`pass_seasons`), for `matchGain`. */
export async function seasonCalendar(db: LedgerExecutor): Promise<SeasonalPromotion[]> {
  const seasons = await db
    .selectFrom('pass_seasons')
    .select(['starts_at', 'ends_at', 'xp_multiplier', 'max_level'])
    .orderBy('starts_at')
    .execute();
  return seasons.map((season) => ({
    startsAt: season.starts_at,
    endsAt: season.ends_at,
    xpMultiplier: season.xp_multiplier,
    maxLevel: season.max_level,
  }));
}

/**
 * A player's ledger totals with the pass level their current season's XP reaches (issue 31: season XP starts again
 * with each season; loyalty points and `totalXP` count every season).
 */
export async function passStanding(
  db: LedgerExecutor,
  userId: string,
): Promise<LedgerTotals & { currentLevel: number }> {
  const [totals, thresholds] = await Promise.all([ledgerTotals(db, userId), tierThresholds(db)]);
  return { ...totals, currentLevel: levelForXp(totals.seasonXP, thresholds) };
}

/**
 * The member's progress in the current season, read from the ledger (`totalXP` is the season's XP, loyalty points
 * all seasons'; completed missions are the current season's), with their result of the last ended season when they
 * had one; 404 code 4004 when the player is not registered for the pass.
 */
export async function passProgress(db: Db, userId: string): Promise<PassProgress> {
  if (!(await isPassMember(db, userId))) {
    throw apiError('notFound', { message: 'Not registered for the pass' });
  }
  const [standing, completed, lastSeason] = await Promise.all([
    passStanding(db, userId),
    db
      .selectFrom('pass_completed_missions')
      .innerJoin('pass_missions', 'pass_missions.id', 'pass_completed_missions.mission_id')
      .select(['pass_completed_missions.mission_id', 'pass_completed_missions.reward_code'])
      .where('pass_completed_missions.user_id', '=', userId)
      .where('pass_missions.season_id', '=', currentSeasonId())
      .orderBy('pass_completed_missions.completed_at')
      .execute(),
    lastSeasonResult(db, userId),
  ]);
  return {
    ...(lastSeason ? { lastSeason } : {}),
    currentLevel: standing.currentLevel,
    totalXP: standing.seasonXP,
    loyaltyPoints: standing.loyaltyPoints,
    completedMissions: completed.map((mission) => ({
      missionId: mission.mission_id,
      rewardCode: mission.reward_code,
    })),
  };
}

/** Matches credited and the ledger totals (GET /v1/menapass/games-xp). */
export async function gamesXp(db: Db, userId: string): Promise<GamesXp> {
  const totals = await ledgerTotals(db, userId);
  return {
    gamesProcessed: totals.matches,
    totalXP: totals.totalXP,
    totalLoyaltyPoints: totals.loyaltyPoints,
  };
}
