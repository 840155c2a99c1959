import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInUser } from '../../auth/request-user.js';
import { contractRoute } from '../../http/contract-route.js';
import { writeLimit } from '../../http/limits.js';
import { readImageUpload, storeUpload } from '../uploads/uploads-service.js';
import {
  cancelTournament,
  createTournament,
  getOrganizerTournament,
  type OrganizerContext,
  publishTournament,
  updateTournament,
} from './organizer-service.js';

const NO_STORE = 'private, no-store';

/** The largest poster an organizer may upload (a wide banner in both languages). */
export const POSTER_MAX_BYTES = 5 * 1024 * 1024;

/** The organizer console's tournament routes (organizers and admins, as the contract says of each). */
export function registerOrganizerRoutes(app: FastifyInstance, context: OrganizerContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // Checked by its bytes and re-encoded like every image; kept as long as a tournament may show it.
  routes.route({
    ...contractRoute(app, 'POST /v1/admin/tournaments/posters'),
    config: { rateLimit: writeLimit(context.config) },
    handler: async (request, reply) => {
      const image = await readImageUpload(request, { maxBytes: POSTER_MAX_BYTES });
      const path = await storeUpload(context, {
        ...image,
        ownerUserId: signedInUser(request).id,
        purpose: 'tournament-poster',
      });
      return reply.status(201).send({ data: { url: context.assetUrl(path) ?? path } });
    },
  });

  routes.route({
    ...contractRoute(app, 'POST /v1/admin/tournaments'),
    handler: async (request, reply) => {
      const data = await createTournament(context, signedInUser(request).id, request.body);
      return reply.status(201).header('Cache-Control', NO_STORE).send({ data });
    },
  });

  routes.route({
    ...contractRoute(app, 'GET /v1/admin/tournaments/:id'),
    handler: async (request, reply) => {
      reply.header('Cache-Control', NO_STORE);
      return { data: await getOrganizerTournament(context, request.params.id) };
    },
  });

  routes.route({
    ...contractRoute(app, 'PATCH /v1/admin/tournaments/:id'),
    handler: async (request, reply) => {
      reply.header('Cache-Control', NO_STORE);
      return {
        data: await updateTournament(context, signedInUser(request).id, request.params.id, request.body),
      };
    },
  });

  routes.route({
    ...contractRoute(app, 'POST /v1/admin/tournaments/:id/publish'),
    handler: async (request, reply) => {
      reply.header('Cache-Control', NO_STORE);
      return { data: await publishTournament(context, signedInUser(request).id, request.params.id) };
    },
  });

  routes.route({
    ...contractRoute(app, 'POST /v1/admin/tournaments/:id/cancel'),
    handler: async (request, reply) => {
      reply.header('Cache-Control', NO_STORE);
      return {
        data: await cancelTournament(
          context,
          signedInUser(request).id,
          request.params.id,
          request.body.reason,
        ),
      };
    },
  });
}
