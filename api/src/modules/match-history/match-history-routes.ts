import type { FastifyInstance } from 'fastify';
import { signedInUser } from '../../auth/request-user.js';
import type { AppContext } from '../../context.js';
import type { MatchHistoryMatch } from '../../contract/api-types.js';

/** The profile shows the last four matches (P1 §9). */
export const MATCH_HISTORY_SIZE = 4;

export function registerMatchHistoryRoutes(app: FastifyInstance, context: AppContext): void {
  /** The signed-in player's last four matches from the game-data provider; none without a game account. */
  app.get(
    '/v1/lol/last-four-matches',
    { onRequest: app.requireUser },
    async (request, reply): Promise<{ data: MatchHistoryMatch[] }> => {
      reply.header('Cache-Control', 'private, no-store');
      const user = signedInUser(request);
      if (!user.puuid) return { data: [] };
      return {
        data: await context.gameData.getRecentMatches(user.puuid, MATCH_HISTORY_SIZE, {
          region: user.region,
        }),
      };
    },
  );
}
