import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInUser } from '../../auth/request-user.js';
import type { AppContext } from '../../context.js';
import { contractRoute } from '../../http/contract-route.js';
import {
  checkInSolo,
  checkInTeam,
  registerSolo,
  registerTeam,
  registrationState,
  reviewRegistration,
  setRegistrationOpen,
  unregister,
} from './registrations-service.js';
import { notify, registrationPlayerIds } from '../notifications/notifications-service.js';

/**
 * Tournament registration (P1 §7): the caller's registration status, solo and team registration, check-in,
 * unregistering, and the admin switches. The player always comes from the token.
 */
export function registerRegistrationRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.route({
    ...contractRoute(app, 'GET /v1/tournaments/me/registered/:tournamentId'),
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return {
        data: await registrationState(context, request.params.tournamentId, signedInUser(request).id),
      };
    },
  });

  routes.route({
    ...contractRoute(app, 'POST /v1/tournaments/:id/register/solo'),
    handler: async (request, reply) => {
      const registrationId = await registerSolo(context, request.params.id, signedInUser(request).id);
      return reply.status(201).send({
        success: true,
        message: 'Successfully registered for tournament',
        data: { registrationId },
      });
    },
  });

  routes.route({
    ...contractRoute(app, 'POST /v1/tournaments/:id/register/:teamId'),
    handler: async (request, reply) => {
      const registrationId = await registerTeam(
        context,
        request.params.id,
        request.params.teamId,
        signedInUser(request).id,
      );
      return reply.status(201).send({
        success: true,
        message: 'Team successfully registered for tournament',
        data: { registrationId },
      });
    },
  });

  routes.route({
    ...contractRoute(app, 'POST /v1/tournaments/:id/check-in/solo'),
    handler: async (request) => {
      await checkInSolo(context, request.params.id, signedInUser(request).id);
      return { message: 'Successfully checked in' };
    },
  });

  routes.route({
    ...contractRoute(app, 'POST /v1/tournaments/:id/check-in/:teamId'),
    handler: async (request) => {
      await checkInTeam(context, request.params.id, request.params.teamId, signedInUser(request).id);
      return { message: 'Successfully checked in' };
    },
  });

  routes.route({
    ...contractRoute(app, 'DELETE /v1/tournaments/:id/unregister'),
    handler: async (request) => {
      await unregister(context, request.params.id, signedInUser(request).id);
      return { message: 'Successfully unregistered from tournament' };
    },
  });

  routes.route({
    ...contractRoute(app, 'PATCH /v1/admin/tournaments/:id/registration'),
    handler: async (request) => ({
      data: await setRegistrationOpen(
        context,
        signedInUser(request).id,
        request.params.id,
        request.body.open,
      ),
    }),
  });

  routes.route({
    ...contractRoute(app, 'PATCH /v1/admin/tournaments/:id/registrations/:registrationId'),
    handler: async (request) => {
      const { id, registrationId } = request.params;
      const { status, reason = null } = request.body;
      const ids = { tournamentId: id, registrationId };
      const data = await reviewRegistration(context, signedInUser(request).id, ids, status, reason);
      const reviewed = { kind: 'registration_reviewed', tournamentId: id, status, reason } as const;
      await notify(context, await registrationPlayerIds(context.db, data.id), reviewed);
      return { data };
    },
  });
}
