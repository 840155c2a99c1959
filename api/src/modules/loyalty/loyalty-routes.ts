import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { contractRoute } from '../../http/contract-route.js';
import { pageOf } from './loyalty-ranking.js';
import { LoyaltyStandings, loadLoyaltyTotals, STANDINGS_MAX_AGE_MS } from './loyalty-standings.js';

const SEARCH_CACHE_PREFIX = 'loyalty-leaderboard:search:';

export function registerLoyaltyRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const standings = new LoyaltyStandings(
    () => loadLoyaltyTotals(context.db, context.assetUrl),
    (error) => app.log.error({ err: error }, 'loyalty leaderboard refresh failed'),
  );

  routes.route({
    ...contractRoute(app, 'GET /v1/menapass/loyalty-leaderboard'),
    handler: async (request, reply) => {
      const { page, limit } = request.query;
      const search = request.query.search?.toLowerCase() ?? '';
      const snapshot = await standings.current();
      // Searched rows keep their global rank: the search filters the ranked list, it does not re-rank it.
      const matches = search
        ? await context.cache.remember(
            `${SEARCH_CACHE_PREFIX}${snapshot.version}:${search}`,
            STANDINGS_MAX_AGE_MS,
            async () =>
              snapshot.entries.filter((_entry, index) => snapshot.searchKeys[index].includes(search)),
          )
        : snapshot.entries;
      const position = request.user ? snapshot.positionOf.get(request.user.id) : undefined;
      reply.header('Cache-Control', request.user ? 'private, no-store' : 'public, max-age=10');
      return {
        ...pageOf(matches, page, limit),
        me: position === undefined ? null : snapshot.entries[position],
      };
    },
  });
}
