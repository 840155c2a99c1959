import { z } from 'zod';
import { defineEndpoints } from './endpoint.js';
import { dataOf, text } from './primitives.js';

/**
 * What the game publisher posts to the registered callback URL when a tournament-code game ends (tournament-v5):
 * the code (`shortCode`) and the game; other fields of the publisher's body are accepted and ignored.
 */
export const riotGameEndBody = z
  .looseObject({
    shortCode: text().min(1).max(200),
    gameId: z.number().int().optional(),
    region: text().max(20).optional(),
    startTime: z.number().optional(),
    metaData: text().max(10_000).optional(),
  })
  .meta({ id: 'RiotGameEnd' });
export type RiotGameEndBody = z.infer<typeof riotGameEndBody>;

/**
 * What the callback did: `verified` (a bracket or ladder match's result recorded from the publisher's own game
 * data), `pending` (the match of the code is not ready to verify yet, or already has a result), `unknown` (no match
 * has this code, or the game of a ladder match's code was played by other accounts or outside the match's window:
 * it is ignored).
 */
export const riotGameEndResult = z
  .object({ status: z.enum(['verified', 'pending', 'unknown']) })
  .meta({ id: 'RiotGameEndResult' });
export type RiotGameEndResult = z.infer<typeof riotGameEndResult>;

export const riotEndpoints = defineEndpoints({
  'POST /v1/riot/game-end/:secret': {
    summary:
      "The game publisher's tournament-code game-end callback (the secret is part of the registered URL): a bracket or ladder match's result, read back from the publisher",
    tag: 'matches',
    auth: 'public',
    params: z.object({ secret: text().min(1).max(200) }),
    body: riotGameEndBody,
    refuses: { 403: 'An unknown callback secret' },
    response: { 200: dataOf(riotGameEndResult) },
  },
});
