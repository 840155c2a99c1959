import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInUser } from '../../auth/request-user.js';
import { contractRoute } from '../../http/contract-route.js';
import { writeLimit } from '../../http/limits.js';
import { readImageUpload, storeUpload } from '../uploads/uploads-service.js';
import {
  CACHE_PREFIX,
  createSlide,
  deleteSlide,
  SLIDE_IMAGE,
  type HomeSlidesContext,
  liveSlides,
  orderSlides,
  staffSlides,
  updateSlide,
} from './home-slides-service.js';

const NO_STORE = 'private, no-store';
/** The slides change rarely; an edit shows within this delay on other instances (at once on the one written to). */
const LIST_CACHE_TTL_MS = 10_000;
/** The largest slide image an editor may upload (a wide banner). */
const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** The home carousel: its public slides, and the desk's (editors and admins, as the contract says of each). */
export function registerHomeSlideRoutes(app: FastifyInstance, context: HomeSlidesContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.route({
    ...contractRoute(app, 'GET /v1/home/slides'),
    handler: async () => {
      // Keyed by the minute of the app's clock too: a slide's dates take effect within a minute.
      const key = `${CACHE_PREFIX}${Math.floor(context.clock().getTime() / 60_000)}`;
      return { data: await context.cache.remember(key, LIST_CACHE_TTL_MS, () => liveSlides(context)) };
    },
  });

  // Checked by its bytes and re-encoded like every image.
  routes.route({
    ...contractRoute(app, 'POST /v1/admin/home/slides/images'),
    config: { rateLimit: writeLimit(context.config) },
    handler: async (request, reply) => {
      const image = await readImageUpload(request, { maxBytes: IMAGE_MAX_BYTES });
      const path = await storeUpload(context, {
        ...image,
        ownerUserId: signedInUser(request).id,
        purpose: SLIDE_IMAGE,
      });
      return reply.status(201).send({ data: { url: context.assetUrl(path) ?? path } });
    },
  });

  routes.route({
    ...contractRoute(app, 'GET /v1/admin/home/slides'),
    handler: async (_request, reply) => {
      reply.header('Cache-Control', NO_STORE);
      return { data: await staffSlides(context) };
    },
  });

  routes.route({
    ...contractRoute(app, 'POST /v1/admin/home/slides'),
    handler: async (request, reply) => {
      const data = await createSlide(context, signedInUser(request).id, request.body);
      return reply.status(201).header('Cache-Control', NO_STORE).send({ data });
    },
  });

  routes.route({
    ...contractRoute(app, 'PUT /v1/admin/home/slides/order'),
    handler: async (request, reply) => {
      reply.header('Cache-Control', NO_STORE);
      return { data: await orderSlides(context, signedInUser(request).id, request.body) };
    },
  });

  routes.route({
    ...contractRoute(app, 'PUT /v1/admin/home/slides/:id'),
    handler: async (request, reply) => {
      reply.header('Cache-Control', NO_STORE);
      return { data: await updateSlide(context, signedInUser(request).id, request.params.id, request.body) };
    },
  });

  routes.route({
    ...contractRoute(app, 'DELETE /v1/admin/home/slides/:id'),
    handler: async (request) => {
      await deleteSlide(context, signedInUser(request).id, request.params.id);
      return { message: 'Slide removed' };
    },
  });
}
