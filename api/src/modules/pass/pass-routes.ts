import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInUser } from '../../auth/request-user.js';
import type { AppContext } from '../../context.js';
import { contractRoute } from '../../http/contract-route.js';
import { CacheKeys } from '../../http/ttl-cache.js';
import { isPassMember, passProgress, passTiers } from './pass-service.js';

export function registerPassRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.route({
    ...contractRoute(app, 'GET /v1/menapass/tiers'),
    handler: async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=60');
      return { data: await context.cache.remember(CacheKeys.passTiers, 60_000, () => passTiers(context.db)) };
    },
  });

  routes.route({
    ...contractRoute(app, 'GET /v1/menapass/status'),
    handler: async (request) => ({
      data: { isRegistered: await isPassMember(context.db, signedInUser(request).id) },
    }),
  });

  routes.route({
    ...contractRoute(app, 'GET /v1/menapass/progress'),
    handler: async (request) => ({ data: await passProgress(context.db, signedInUser(request).id) }),
  });
}
