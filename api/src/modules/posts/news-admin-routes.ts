import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInUser } from '../../auth/request-user.js';
import { contractRoute } from '../../http/contract-route.js';
import { writeLimit } from '../../http/limits.js';
import { readImageUpload, storeUpload } from '../uploads/uploads-service.js';
import {
  createNewsPost,
  deleteNewsPost,
  getNewsPost,
  listNewsPosts,
  type NewsContext,
  unpublishNewsPost,
  updateNewsPost,
} from './news-admin-service.js';

const NO_STORE = 'private, no-store';

/** The largest cover an editor may upload (a wide image, as a tournament's poster). */
export const COVER_MAX_BYTES = 5 * 1024 * 1024;

/** The news desk's routes (`/staff/news`; editors and admins, as the contract says of each). */
export function registerNewsAdminRoutes(app: FastifyInstance, context: NewsContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // Checked by its bytes and re-encoded like every image; kept as long as a post may show it.
  routes.route({
    ...contractRoute(app, 'POST /v1/admin/news/covers'),
    config: { rateLimit: writeLimit(context.config) },
    handler: async (request, reply) => {
      const image = await readImageUpload(request, { maxBytes: COVER_MAX_BYTES });
      const path = await storeUpload(context, {
        ...image,
        ownerUserId: signedInUser(request).id,
        purpose: 'news-cover',
      });
      return reply.status(201).send({ data: { url: context.assetUrl(path) ?? path } });
    },
  });

  routes.route({
    ...contractRoute(app, 'GET /v1/admin/news'),
    handler: async (request, reply) => {
      reply.header('Cache-Control', NO_STORE);
      return listNewsPosts(context, request.query);
    },
  });

  routes.route({
    ...contractRoute(app, 'POST /v1/admin/news'),
    handler: async (request, reply) => {
      const data = await createNewsPost(context, signedInUser(request).id, request.body);
      return reply.status(201).header('Cache-Control', NO_STORE).send({ data });
    },
  });

  routes.route({
    ...contractRoute(app, 'GET /v1/admin/news/:id'),
    handler: async (request, reply) => {
      reply.header('Cache-Control', NO_STORE);
      return { data: await getNewsPost(context, request.params.id) };
    },
  });

  routes.route({
    ...contractRoute(app, 'PUT /v1/admin/news/:id'),
    handler: async (request, reply) => {
      reply.header('Cache-Control', NO_STORE);
      return {
        data: await updateNewsPost(context, signedInUser(request).id, request.params.id, request.body),
      };
    },
  });

  routes.route({
    ...contractRoute(app, 'POST /v1/admin/news/:id/unpublish'),
    handler: async (request, reply) => {
      reply.header('Cache-Control', NO_STORE);
      return { data: await unpublishNewsPost(context, signedInUser(request).id, request.params.id) };
    },
  });

  routes.route({
    ...contractRoute(app, 'DELETE /v1/admin/news/:id'),
    handler: async (request) => {
      await deleteNewsPost(context, signedInUser(request).id, request.params.id);
      return { message: 'Post deleted' };
    },
  });
}
