import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInUser } from '../../auth/request-user.js';
import { contractRoute } from '../../http/contract-route.js';
import { grantPass, type PassGrantContext, passGrants } from './pass-grants-service.js';

/** The pass desk's grants of XP and loyalty points (`/staff/pass`; organizers and admins, as the contract says). */
export function registerPassGrantRoutes(app: FastifyInstance, context: PassGrantContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.route({
    ...contractRoute(app, 'POST /v1/admin/pass/grants'),
    handler: async (request, reply) => {
      const data = await grantPass(context, signedInUser(request).id, request.body);
      return reply.status(201).send({ data });
    },
  });

  routes.route({
    ...contractRoute(app, 'GET /v1/admin/pass/grants'),
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return passGrants(context, request.query);
    },
  });
}
