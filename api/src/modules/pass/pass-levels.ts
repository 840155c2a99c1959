/** The pass has 50 levels (the pass page's reading of P2 §9). */
export const PASS_LEVELS = 50;
/** Milestone levels: highlighted, with the bigger rewards; the home page previews them. */
export const PASS_MILESTONES: readonly number[] = [12, 24, 36, 50];
/** Levels up to this one carry the XP boost flag: the seasonal 5x XP applies to them (P2 §1, §9). */
export const XP_BOOST_MAX_LEVEL = 12;

/** Whether a level carries the XP boost flag. */
export function hasXpBoost(level: number): boolean {
  return level <= XP_BOOST_MAX_LEVEL;
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
