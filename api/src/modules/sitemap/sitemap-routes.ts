import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { contractRoute } from '../../http/contract-route.js';
import { sitemapPlayers, sitemapTeams } from './sitemap-service.js';

/** The deploy server caches the lists for 30 s; a shared cache may keep them as long. */
const PUBLIC_CACHE = 'public, max-age=30';

export function registerSitemapRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.route({
    ...contractRoute(app, 'GET /v1/sitemap/players'),
    handler: async (request, reply) => {
      reply.header('Cache-Control', PUBLIC_CACHE);
      return sitemapPlayers(context.db, request.query);
    },
  });

  routes.route({
    ...contractRoute(app, 'GET /v1/sitemap/teams'),
    handler: async (request, reply) => {
      reply.header('Cache-Control', PUBLIC_CACHE);
      return sitemapTeams(context.db, request.query);
    },
  });
}
