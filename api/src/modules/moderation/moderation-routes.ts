import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInUser } from '../../auth/request-user.js';
import { contractRoute } from '../../http/contract-route.js';
import {
  banPlayer,
  listModeratedPlayers,
  type ModerationContext,
  moderatedPlayerDetail,
  unbanPlayer,
} from './moderation-service.js';

const NO_STORE = 'private, no-store';

/** Player moderation on the staff desk (support and admins, as the contract says of each route). */
export function registerModerationRoutes(app: FastifyInstance, context: ModerationContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.route({
    ...contractRoute(app, 'GET /v1/admin/players'),
    handler: async (request, reply) => {
      reply.header('Cache-Control', NO_STORE);
      return listModeratedPlayers(context, request.query);
    },
  });

  routes.route({
    ...contractRoute(app, 'GET /v1/admin/players/:id'),
    handler: async (request, reply) => {
      reply.header('Cache-Control', NO_STORE);
      return { data: await moderatedPlayerDetail(context, request.params.id) };
    },
  });

  routes.route({
    ...contractRoute(app, 'POST /v1/admin/players/:id/ban'),
    handler: async (request, reply) => {
      const banned = await banPlayer(context, signedInUser(request), request.params.id, request.body);
      return reply.status(201).send(banned);
    },
  });

  routes.route({
    ...contractRoute(app, 'POST /v1/admin/players/:id/unban'),
    handler: async (request) => ({
      data: await unbanPlayer(context, signedInUser(request), request.params.id, request.body),
    }),
  });
}
