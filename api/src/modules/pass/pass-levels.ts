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
