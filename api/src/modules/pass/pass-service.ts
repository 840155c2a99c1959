import type { Locale, PassBuff, PassProgress, PassTier, PassTiersResponse } from '@arena/contract';
import type { Db } from '../../db/database.js';
import type { LocalizedValue } from '../../db/schema.js';
import { apiError } from '../../errors.js';
import { levelForXp } from './pass-levels.js';

const LOCALES: readonly Locale[] = ['en', 'ar'];

const text = (value: LocalizedValue, locale: Locale) => (locale === 'ar' ? (value.ar ?? value.en) : value.en);

/** Tiers with missions, and current and upcoming buffs, in both languages (P2 §3). */
export async function passTiers(db: Db): Promise<PassTiersResponse> {
  const [tiers, missions, buffs] = await Promise.all([
    db.selectFrom('pass_tiers').selectAll().orderBy('level').execute(),
    db.selectFrom('pass_missions').selectAll().orderBy('level').orderBy('position').execute(),
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

/** The member's progress; 404 code 4004 when the user is not registered for the pass. */
export async function passProgress(db: Db, userId: string): Promise<PassProgress> {
  const membership = await db
    .selectFrom('pass_registrations')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!membership) throw apiError('notFound', { message: 'Not registered for the pass' });
  const [tiers, completed] = await Promise.all([
    db.selectFrom('pass_tiers').select(['level', 'xp_needed']).orderBy('level').execute(),
    db
      .selectFrom('pass_completed_missions')
      .select(['mission_id', 'reward_code'])
      .where('user_id', '=', userId)
      .orderBy('completed_at')
      .execute(),
  ]);
  return {
    currentLevel: levelForXp(
      membership.total_xp,
      tiers.map((tier) => ({ level: tier.level, xpNeeded: tier.xp_needed })),
    ),
    totalXP: membership.total_xp,
    loyaltyPoints: membership.loyalty_points,
    completedMissions: completed.map((mission) => ({
      missionId: mission.mission_id,
      rewardCode: mission.reward_code,
    })),
  };
}
