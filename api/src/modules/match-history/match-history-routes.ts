import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInUser } from '../../auth/request-user.js';
import type { AppContext } from '../../context.js';
import { contractRoute } from '../../http/contract-route.js';

/** The profile shows the last four matches (P1 §9). */
export const MATCH_HISTORY_SIZE = 4;

export function registerMatchHistoryRoutes(app: FastifyInstance, context: AppContext): void {
  /** The signed-in player's last four matches from the game-data provider; none without a game account. */
  app.withTypeProvider<ZodTypeProvider>().route({
    ...contractRoute(app, 'GET /v1/lol/last-four-matches'),
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      const user = signedInUser(request);
      if (!user.puuid) return { data: [] };
      return {
        data: await context.gameData.getRecentMatches(user.puuid, MATCH_HISTORY_SIZE, {
          region: user.region,
        }),
      };
    },
  });
}
