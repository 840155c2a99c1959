import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { contractRoute } from '../../http/contract-route.js';
import { CacheKeys } from '../../http/ttl-cache.js';
import { findPost, listPosts } from './posts-service.js';

/** News changes rarely; a new post appears within this delay on every instance. */
const LIST_CACHE_TTL_MS = 10_000;

export function registerPostRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const urls = { publicUrl: context.config.publicUrl, assetUrl: context.assetUrl };

  routes.route({
    ...contractRoute(app, 'GET /v1/posts'),
    handler: async (request) => {
      const key = `${CacheKeys.posts}${request.query.sort}:${request.query.limit}`;
      return {
        data: await context.cache.remember(key, LIST_CACHE_TTL_MS, () =>
          listPosts(context.db, request.query, urls),
        ),
      };
    },
  });

  routes.route({
    ...contractRoute(app, 'GET /v1/posts/:id'),
    handler: async (request) => ({ data: await findPost(context.db, request.params.id, urls) }),
  });
}
