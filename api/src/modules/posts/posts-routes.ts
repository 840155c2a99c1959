import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { CacheKeys } from '../../http/ttl-cache.js';
import type { Post } from '../../contract/api-types.js';
import { findPost, listPosts, POST_SORTS } from './posts-service.js';

export const postListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(100),
  sort: z.enum(POST_SORTS).default('-created_at'),
});

/** News changes rarely; a new post appears within this delay on every instance. */
const LIST_CACHE_TTL_MS = 10_000;

const postParams = z.object({ id: z.string().min(1).max(100) });

export function registerPostRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const urls = { publicUrl: context.config.publicUrl, assetUrl: context.assetUrl };

  routes.get(
    '/v1/posts',
    { schema: { querystring: postListQuery } },
    async (request): Promise<{ data: Post[] }> => {
      const key = `${CacheKeys.posts}${request.query.sort}:${request.query.limit}`;
      return {
        data: await context.cache.remember(key, LIST_CACHE_TTL_MS, () =>
          listPosts(context.db, request.query, urls),
        ),
      };
    },
  );

  routes.get(
    '/v1/posts/:id',
    { schema: { params: postParams } },
    async (request): Promise<{ data: Post }> => ({
      data: await findPost(context.db, request.params.id, urls),
    }),
  );
}
