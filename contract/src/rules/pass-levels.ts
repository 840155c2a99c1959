/** The pass has 50 levels (the pass page's reading of P2 §9). */
export const PASS_LEVELS = 50;

/** The milestone levels: highlighted, with the bigger rewards; the home page previews these four (P2 §9). */
export const PASS_MILESTONES: readonly number[] = [12, 24, 36, 50];

/** Levels 1 to this one carry the XP boost flag: the seasonal 5x XP applies to them (P2 §1, §9). */
export const XP_BOOST_MAX_LEVEL = 12;

/**
 * Whether a level carries the XP boost flag: "the first 12 levels" (P2 §1), "levels up to 12" (P2 §9). Levels start
 * at 1; level 0 is a player before level 1, not a level, so it has no flag.
 */
export function hasXpBoost(level: number): boolean {
  return level >= 1 && level <= XP_BOOST_MAX_LEVEL;
}

/** Whether a level is one of the fixed milestones. */
export function isMilestoneLevel(level: number): boolean {
  return PASS_MILESTONES.includes(level);
}

/**
 * The level a total XP reaches: the highest tier whose cumulative XP is at or below it (0 before level 1).
 * `tiers` must be sorted by level.
 */
export function levelForXp(totalXp: number, tiers: readonly { level: number; xpNeeded: number }[]): number {
  let level = 0;
  for (const tier of tiers) {
    if (totalXp >= tier.xpNeeded) level = tier.level;
    else break;
  }
  return level;
}
