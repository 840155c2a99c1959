/**
 * A player's ranked standing (issue 33): the publisher's league-v4 solo queue entry — tier, division, league
 * points — and the one number seeding and requirements read from it. Tiers and divisions are the publisher's own
 * spellings (`GOLD`, `II`); the apex tiers (Master and above) have no divisions.
 */

/** The ranked tiers, lowest first (league-v4 `tier`). */
export const RANK_TIERS = [
  'IRON',
  'BRONZE',
  'SILVER',
  'GOLD',
  'PLATINUM',
  'EMERALD',
  'DIAMOND',
  'MASTER',
  'GRANDMASTER',
  'CHALLENGER',
] as const;
export type RankTier = (typeof RANK_TIERS)[number];

/** The divisions of a tier, lowest first (league-v4 `rank`). */
export const RANK_DIVISIONS = ['IV', 'III', 'II', 'I'] as const;
export type RankDivision = (typeof RANK_DIVISIONS)[number];

/** The tiers without divisions: the publisher answers `I` for them, the portal stores none. */
export const APEX_TIERS: readonly RankTier[] = ['MASTER', 'GRANDMASTER', 'CHALLENGER'];

/** A tier and division (null for an apex tier): what a tournament's rank requirement names. */
export interface RankStep {
  tier: RankTier;
  division: RankDivision | null;
}

/** A player's solo queue standing. */
export interface PlayerRank extends RankStep {
  leaguePoints: number;
}

/** League points a division spans in the score; a tier spans four divisions. */
export const DIVISION_SCORE = 100;
export const TIER_SCORE = 4 * DIVISION_SCORE;

export const isRankTier = (value: unknown): value is RankTier =>
  typeof value === 'string' && (RANK_TIERS as readonly string[]).includes(value);
export const isRankDivision = (value: unknown): value is RankDivision =>
  typeof value === 'string' && (RANK_DIVISIONS as readonly string[]).includes(value);
export const isApexTier = (tier: RankTier): boolean => APEX_TIERS.includes(tier);

/**
 * Where a tier and division stands, in divisions from Iron IV (0): Gold II is 3 × 4 + 2 = 14; an apex tier counts
 * as its top division (Master is 7 × 4 + 3 = 31).
 */
export function rankStepIndex(step: RankStep): number {
  const tier = RANK_TIERS.indexOf(step.tier);
  const division =
    isApexTier(step.tier) || step.division === null
      ? RANK_DIVISIONS.length - 1
      : RANK_DIVISIONS.indexOf(step.division);
  return tier * RANK_DIVISIONS.length + division;
}

/**
 * The seeding score of a rank: tier × 400 + division × 100 + league points (Iron IV 0 LP is 0, Gold II 40 LP is
 * 1,440). Apex tiers count as their top division, their league points on top (they pass 100): Master 250 LP is
 * 3,350.
 *
 * @example rankScore({ tier: 'GOLD', division: 'II', leaguePoints: 40 }) // 1440
 */
export function rankScore(rank: PlayerRank): number {
  return rankStepIndex(rank) * DIVISION_SCORE + Math.max(0, Math.round(rank.leaguePoints));
}

/** Orders two rank steps: negative when `a` is below `b`, 0 when they are the same tier and division. */
export function compareRankSteps(a: RankStep, b: RankStep): number {
  return rankStepIndex(a) - rankStepIndex(b);
}

/**
 * A team's seed from its members' ranks: the mean score of its `size` best members (a team plays its best five;
 * substitutes do not pull it down), rounded. A member without a rank (unranked, or never read) counts as Iron IV
 * 0 LP (score 0) — an unranked player does not make a team look stronger — and a team none of whose members has
 * a rank has no seed (null: seeded after everyone with one).
 *
 * @example teamSeedScore([1440, 2000, null, 800, 1200], 5) // 1088
 */
export function teamSeedScore(memberScores: readonly (number | null)[], size: number): number | null {
  if (!memberScores.some((score) => score !== null)) return null;
  const best = memberScores
    .map((score) => score ?? 0)
    .sort((a, b) => b - a)
    .slice(0, Math.max(1, size));
  // Fewer members than the format's size: the missing seats count as unranked too.
  const seats = Math.max(best.length, size);
  return Math.round(best.reduce((sum, score) => sum + score, 0) / seats);
}

/** Why a player does not meet a tournament's rank or level requirement, or null when they do. */
export type RankRequirementProblem =
  | { kind: 'rankBelowMinimum'; required: RankStep; actual: RankStep | null }
  | { kind: 'rankAboveMaximum'; required: RankStep; actual: RankStep }
  | { kind: 'accountLevelTooLow'; required: number; actual: number | null };

/** What a tournament asks of each player; null fields ask nothing. */
export interface RankRequirements {
  minRank: RankStep | null;
  maxRank: RankStep | null;
  minAccountLevel: number | null;
}

/**
 * The first requirement a player misses: a minimum rank needs a rank at or above it (an unranked player misses
 * it), a maximum rank one at or below it (an unranked player meets it), an account level at least that level (an
 * unknown level misses it: it cannot be shown to be met). Null when every requirement is met.
 */
export function rankRequirementProblem(
  requirements: RankRequirements,
  player: { rank: RankStep | null; accountLevel: number | null },
): RankRequirementProblem | null {
  const { minRank, maxRank, minAccountLevel } = requirements;
  const actual = player.rank ? { tier: player.rank.tier, division: player.rank.division } : null;
  if (minRank && (!actual || compareRankSteps(actual, minRank) < 0)) {
    return { kind: 'rankBelowMinimum', required: minRank, actual };
  }
  if (maxRank && actual && compareRankSteps(actual, maxRank) > 0) {
    return { kind: 'rankAboveMaximum', required: maxRank, actual };
  }
  if (minAccountLevel !== null && (player.accountLevel === null || player.accountLevel < minAccountLevel)) {
    return { kind: 'accountLevelTooLow', required: minAccountLevel, actual: player.accountLevel };
  }
  return null;
}

/** Whether a tournament's requirements ask anything. */
export const hasRankRequirements = (requirements: RankRequirements): boolean =>
  requirements.minRank !== null || requirements.maxRank !== null || requirements.minAccountLevel !== null;
