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
import { createSeason, listSeasons, startSeason } from './reward-seasons-service.js';

/** The pass desk's season: its tiers and missions as organizers edit them (`/staff/pass`). */
export function registerPassSeasonAdminRoutes(app: FastifyInstance, context: PassSeasonContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.route({
    ...contractRoute(app, 'GET /v1/admin/pass/season'),
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return { data: await passSeason(context.db, request.query.season) };
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
      data: await updatePassTier(
        context,
        signedInUser(request).id,
        request.params.level,
        request.body,
        request.query.season,
      ),
    }),
  });

  routes.route({
    ...contractRoute(app, 'GET /v1/menapass/seasons'),
    handler: async () => ({ data: await listSeasons(context.db) }),
  });

  routes.route({
    ...contractRoute(app, 'POST /v1/admin/pass/seasons'),
    handler: async (request, reply) => {
      const data = await createSeason(context, signedInUser(request).id, request.body);
      return reply.status(201).send({ data });
    },
  });

  routes.route({
    ...contractRoute(app, 'POST /v1/admin/pass/seasons/:id/start'),
    handler: async (request) => ({
      data: await startSeason(context, signedInUser(request).id, request.params.id),
    }),
  });
}
