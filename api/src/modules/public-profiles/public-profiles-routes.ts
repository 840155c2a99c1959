import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { contractRoute } from '../../http/contract-route.js';
import { playerProfile, teamPage } from './public-profiles-service.js';

/** Shared pages: a short public cache, so a change of visibility or team shows within a minute. */
const PUBLIC_CACHE = 'public, max-age=30';

export function registerPublicProfileRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.route({
    ...contractRoute(app, 'GET /v1/players/:gameName/:tagLine'),
    handler: async (request, reply) => {
      const data = await playerProfile(context, request.params.gameName, request.params.tagLine);
      reply.header('Cache-Control', PUBLIC_CACHE);
      return { data };
    },
  });

  routes.route({
    ...contractRoute(app, 'GET /v1/teams/vanity/:vanity/page'),
    handler: async (request, reply) => {
      const data = await teamPage(context, request.params.vanity);
      reply.header('Cache-Control', PUBLIC_CACHE);
      return { data };
    },
  });
}
