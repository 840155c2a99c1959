import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInUser } from '../../auth/request-user.js';
import { contractRoute } from '../../http/contract-route.js';
import { auditLog } from './audit-service.js';
import {
  grantStaffRole,
  listStaffMembers,
  revokeStaffRole,
  type StaffContext,
} from './staff-roles-service.js';

const NO_STORE = 'private, no-store';

/** The staff desk's roles and audit log (admins only, as the contract says of each route). */
export function registerStaffRoutes(app: FastifyInstance, context: StaffContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.route({
    ...contractRoute(app, 'GET /v1/admin/staff-roles'),
    handler: async (_request, reply) => {
      reply.header('Cache-Control', NO_STORE);
      return { data: await listStaffMembers(context) };
    },
  });

  routes.route({
    ...contractRoute(app, 'POST /v1/admin/staff-roles'),
    handler: async (request, reply) => {
      const data = await grantStaffRole(context, signedInUser(request).id, request.body);
      return reply.status(201).send({ data });
    },
  });

  routes.route({
    ...contractRoute(app, 'DELETE /v1/admin/staff-roles/:userId/:role'),
    handler: async (request) => ({
      data: await revokeStaffRole(context, signedInUser(request).id, request.params),
    }),
  });

  routes.route({
    ...contractRoute(app, 'GET /v1/admin/audit'),
    handler: async (request, reply) => {
      reply.header('Cache-Control', NO_STORE);
      return auditLog(context, request.query);
    },
  });
}
