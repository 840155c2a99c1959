import { z } from 'zod';
import { isApexTier, RANK_DIVISIONS, RANK_TIERS } from './rules/ranks.js';

/*
 * Ranks (issue 33): a player's solo queue standing as the publisher's league-v4 gives it, shown on the public
 * profile and the tournament's Teams tab, and the tier and division a tournament's requirement names.
 */

/** A tier and division; the apex tiers (Master and above) have none (null). */
export const rankStep = z
  .object({ tier: z.enum(RANK_TIERS), division: z.enum(RANK_DIVISIONS).nullable() })
  .superRefine((step, context) => {
    if (isApexTier(step.tier) && step.division !== null) {
      context.addIssue({ code: 'custom', path: ['division'], message: `must be null for ${step.tier}` });
    }
    if (!isApexTier(step.tier) && step.division === null) {
      context.addIssue({ code: 'custom', path: ['division'], message: `is required for ${step.tier}` });
    }
  })
  .meta({ id: 'RankStep' });
export type RankStepValue = z.infer<typeof rankStep>;

/** A player's solo queue rank: tier, division (null for an apex tier) and league points. */
export const playerRank = z
  .object({
    tier: z.enum(RANK_TIERS),
    division: z.enum(RANK_DIVISIONS).nullable(),
    leaguePoints: z.number().int(),
  })
  .meta({ id: 'PlayerRank' });
export type PlayerRankValue = z.infer<typeof playerRank>;

/** What a tournament asks of each player (issue 33); null fields ask nothing. */
export const tournamentRankRequirements = z
  .object({
    minRank: rankStep.nullable(),
    maxRank: rankStep.nullable(),
    /** The game account's level (summoner level). */
    minAccountLevel: z.number().int().nullable(),
  })
  .meta({ id: 'TournamentRankRequirements' });
export type TournamentRankRequirements = z.infer<typeof tournamentRankRequirements>;
