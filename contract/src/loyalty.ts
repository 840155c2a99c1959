import { z } from 'zod';
import { defineEndpoints } from './endpoint.js';
import { text } from './primitives.js';

/** P2 §9: the leaderboard shows pages of 100 players. */
export const LOYALTY_LEADERBOARD_PAGE_SIZE = 100;

/**
 * A ranked player of the loyalty leaderboard (P2 §8). `rank` is the player's global position: points
 * descending, from 1; equal points share a rank (competition ranking 1, 1, 3), and within a shared rank the
 * player who reached the total first comes first (then the user id), so the order is stable.
 */
export const loyaltyLeaderboardEntry = z
  .object({
    rank: z.number(),
    user: z.object({
      id: z.string(),
      gameName: z.string(),
      tagLine: z.string(),
      profileImage: z.string().nullable(),
    }),
    loyaltyPoints: z.number(),
  })
  .meta({ id: 'LoyaltyLeaderboardEntry' });
export type LoyaltyLeaderboardEntry = z.infer<typeof loyaltyLeaderboardEntry>;

/** The query of GET /v1/menapass/loyalty-leaderboard: a page of at most 100 and an optional search. */
export const loyaltyLeaderboardQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(LOYALTY_LEADERBOARD_PAGE_SIZE)
    .default(LOYALTY_LEADERBOARD_PAGE_SIZE),
  /** Matches the game name or the tag line (or `name#tag`), case-insensitive; a found row keeps its global rank. */
  search: text().trim().max(64, 'must be at most 64 characters').optional(),
});
export type LoyaltyLeaderboardQuery = z.input<typeof loyaltyLeaderboardQuery>;

/** A page of the leaderboard; `me` is the signed-in caller's own row (null for visitors and unranked players). */
export const loyaltyLeaderboardPage = z
  .object({
    data: z.array(loyaltyLeaderboardEntry),
    pagination: z.object({ page: z.number(), limit: z.number(), total: z.number(), pages: z.number() }),
    me: loyaltyLeaderboardEntry.nullable(),
  })
  .meta({ id: 'LoyaltyLeaderboardPage' });
export type LoyaltyLeaderboardPage = z.infer<typeof loyaltyLeaderboardPage>;

export const loyaltyEndpoints = defineEndpoints({
  'GET /v1/menapass/loyalty-leaderboard': {
    summary:
      'Players ranked by loyalty points from the XP/loyalty ledger (public; with a token, also the caller’s row). ' +
      'Up to 10 s stale.',
    tag: 'pass',
    auth: 'optional',
    querystring: loyaltyLeaderboardQuery,
    response: { 200: loyaltyLeaderboardPage },
  },
});
