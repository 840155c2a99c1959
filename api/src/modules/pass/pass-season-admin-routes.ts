import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInUser } from '../../auth/request-user.js';
import { contractRoute } from '../../http/contract-route.js';
import {
  passSeason,
  type PassSeasonContext,
  updatePassMission,
  updatePassTier,
} from './pass-season-admin-service.js';

/** The pass desk's season: its tiers and missions as organizers edit them (`/staff/pass`). */
export function registerPassSeasonAdminRoutes(app: FastifyInstance, context: PassSeasonContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.route({
    ...contractRoute(app, 'GET /v1/admin/pass/season'),
    handler: async (_request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return { data: await passSeason(context.db) };
    },
  });

  routes.route({
    ...contractRoute(app, 'PUT /v1/admin/pass/missions/:id'),
    handler: async (request) => ({
      data: await updatePassMission(context, signedInUser(request).id, request.params.id, request.body),
    }),
  });

  routes.route({
    ...contractRoute(app, 'PUT /v1/admin/pass/tiers/:level'),
    handler: async (request) => ({
      data: await updatePassTier(context, signedInUser(request).id, request.params.level, request.body),
    }),
  });
}
