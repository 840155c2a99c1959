import { MISSION_XP } from './earning.js';

/**
 * The pass desk's edits of the season (issue 31, `/staff/pass`): the bounds of a mission's texts, target, XP and
 * reward, and of a tier's XP and reward. The API enforces them; the desk's forms check them first.
 */
export const PASS_SEASON_LIMITS = {
  missionName: 80,
  /** A season's name, in each language (issue 31). */
  seasonName: 60,
  missionDescription: 300,
  missionRequirements: 120,
  /** What a mission counts up to (matches, wins, takedowns...). */
  missionTarget: { min: 1, max: 1_000 },
  /** A mission's XP: "Missions give 150 to 500 XP" (P2 §1). */
  missionXp: MISSION_XP,
  /** The loyalty points of a mission or tier, or how many chests, keys or skins a tier gives. */
  rewardAmount: { min: 1, max: 10_000 },
  /** The largest cumulative XP of a tier. */
  xpNeeded: 10_000_000,
} as const;

/** A tier's level and cumulative XP, as `levelForXp` reads them. */
export interface TierThreshold {
  level: number;
  xpNeeded: number;
}

function neighbours(tiers: readonly TierThreshold[], level: number) {
  let below: TierThreshold | undefined;
  let above: TierThreshold | undefined;
  for (const tier of tiers) {
    if (tier.level < level && (!below || tier.level > below.level)) below = tier;
    if (tier.level > level && (!above || tier.level < above.level)) above = tier;
  }
  return { below, above };
}

/**
 * The cumulative XP a tier may need, both ends included, so the XP needed stays strictly increasing with the level:
 * above the level below it (from 0 for the first), below the level above it (up to `PASS_SEASON_LIMITS.xpNeeded`
 * for the last). `tiers` are the season's tiers in any order.
 *
 * @example tierXpBounds([{ level: 1, xpNeeded: 100 }, { level: 2, xpNeeded: 220 }, { level: 3, xpNeeded: 360 }], 2)
 *   // { min: 101, max: 359 }
 */
export function tierXpBounds(tiers: readonly TierThreshold[], level: number): { min: number; max: number } {
  const { below, above } = neighbours(tiers, level);
  return {
    min: below ? below.xpNeeded + 1 : 0,
    max: above ? above.xpNeeded - 1 : PASS_SEASON_LIMITS.xpNeeded,
  };
}

/**
 * What is wrong with giving the tier of `level` the cumulative XP `xpNeeded` (the 400's message for `xpNeeded`), or
 * null when the XP needed stays strictly increasing with the level.
 *
 * @example tierXpProblem(tiers, 2, 90) // "must be more than level 1's 100 XP"
 */
export function tierXpProblem(
  tiers: readonly TierThreshold[],
  level: number,
  xpNeeded: number,
): string | null {
  const { below, above } = neighbours(tiers, level);
  if (below && xpNeeded <= below.xpNeeded)
    return `must be more than level ${below.level}'s ${below.xpNeeded} XP`;
  if (above && xpNeeded >= above.xpNeeded)
    return `must be less than level ${above.level}'s ${above.xpNeeded} XP`;
  return null;
}
