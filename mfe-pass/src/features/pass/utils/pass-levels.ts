import { hasXpBoost as levelHasXpBoost, isMilestoneLevel, PASS_MILESTONES } from '@arena/contract/rules';
import type { Locale, PassProgress, PassTier, PassTiersResponse } from '@arena/shared-kit';

// The pass's level rules (`@arena/contract/rules`) reach the components through this file only: imported by one
// module, the bundler inlines them into it rather than ship them as a module of their own (a re-export would not
// do: the components would import the rules' module directly).

/** The milestone levels (P2 §9): the four tiers the home page previews. */
export const MILESTONE_LEVELS = PASS_MILESTONES;

/** Whether a level carries the XP boost flag (P2 §1: the first 12 levels). */
export const hasXpBoost = levelHasXpBoost;

/** Each level fills two percent of the progress bar (P2 §9). */
export const PERCENT_PER_LEVEL = 2;

export type PassSeason = PassTiersResponse[Locale];

/** The tiers, buffs and upcoming buffs in the viewer's language, falling back to English. */
export function seasonForLocale(response: PassTiersResponse | undefined, locale: Locale): PassSeason {
  const season = response?.[locale] ?? response?.en;
  return {
    tiers: [...(season?.tiers ?? [])].sort((a, b) => a.level - b.level),
    activeBuffs: season?.activeBuffs ?? [],
    upcomingBuffs: season?.upcomingBuffs ?? [],
  };
}

/** XP earned within one level: its cumulative `xpNeeded` minus the previous level's (P2 §4). */
export function xpForLevel(tiers: readonly PassTier[], level: number): number {
  const tier = tiers.find((candidate) => candidate.level === level);
  if (!tier) return 0;
  const previous = tiers
    .filter((candidate) => candidate.level < level)
    .reduce<PassTier | undefined>(
      (best, candidate) => (!best || candidate.level > best.level ? candidate : best),
      undefined,
    );
  return Math.max(0, tier.xpNeeded - (previous?.xpNeeded ?? 0));
}

/** Milestones are highlighted: the server flag, or one of the fixed milestone levels. */
export function isMilestone(tier: Pick<PassTier, 'level' | 'isMilestone'>): boolean {
  return tier.isMilestone || isMilestoneLevel(tier.level);
}

/**
 * A milestone (and a tier of the home preview) is unlocked when the player's current level is at or above it;
 * visitors and unregistered players have no level, so everything is locked (P2 §4).
 */
export function isLevelUnlocked(level: number, currentLevel: number | null | undefined): boolean {
  return currentLevel != null && currentLevel >= level;
}

/** The four preview tiers that exist in the season, in level order. */
export function milestoneTiers(tiers: readonly PassTier[]): PassTier[] {
  return MILESTONE_LEVELS.map((level) => tiers.find((tier) => tier.level === level)).filter(
    (tier): tier is PassTier => tier !== undefined,
  );
}

export type LevelCardState = 'completed' | 'active' | 'locked';

/**
 * P2 §4, in the spec's order: completed when total XP reaches the level's cumulative XP, else active when it is
 * the current level, else locked.
 */
export function levelCardState(
  tier: Pick<PassTier, 'level' | 'xpNeeded'>,
  progress: Pick<PassProgress, 'currentLevel' | 'totalXP'>,
): LevelCardState {
  if (progress.totalXP >= tier.xpNeeded) return 'completed';
  if (progress.currentLevel === tier.level) return 'active';
  return 'locked';
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** How far the player is from the current level's cumulative XP to the next level's, from 0 to 1. */
export function levelFraction(
  tiers: readonly PassTier[],
  progress: Pick<PassProgress, 'currentLevel' | 'totalXP'>,
): number {
  const floor = tiers.find((tier) => tier.level === progress.currentLevel)?.xpNeeded ?? 0;
  const next = tiers.find((tier) => tier.level === progress.currentLevel + 1);
  if (!next || next.xpNeeded <= floor) return 0;
  return clamp((progress.totalXP - floor) / (next.xpNeeded - floor), 0, 1);
}

/** Progress bar fill in percent: two percent per level plus the fraction of the next one, clamped 0–100 (P2 §9). */
export function progressFill(currentLevel: number, fraction = 0): number {
  const percent = (currentLevel + clamp(fraction, 0, 1)) * PERCENT_PER_LEVEL;
  return Number.isFinite(percent) ? clamp(percent, 0, 100) : 0;
}

/** The next level and the XP still needed to reach it (its cumulative XP minus total XP); null at the last level. */
export function xpToNextLevel(
  tiers: readonly PassTier[],
  progress: Pick<PassProgress, 'currentLevel' | 'totalXP'>,
): { level: number; xp: number } | null {
  const next = tiers.find((tier) => tier.level === progress.currentLevel + 1);
  if (!next) return null;
  return { level: next.level, xp: Math.max(0, next.xpNeeded - progress.totalXP) };
}
