import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../auth/request-user.js';
import type { AppContext } from '../../context.js';
import type { RegistrationCreated, RegistrationState, RegistrationStatus } from '../../contract/api-types.js';
import { apiError } from '../../errors.js';
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

const id = z.string().min(1).max(100);
const tournamentParams = z.object({ id });
const teamParams = z.object({ id, teamId: id });

export const registrationOpenBody = z.object({ open: z.boolean() });
export const reviewRegistrationBody = z.object({ status: z.enum(['approved', 'rejected']) });

/** Platform admins: the role string includes "admin" (P1 §3, §6). */
function requirePlatformAdmin(request: FastifyRequest): void {
  if (!signedInUser(request).role.toLowerCase().includes('admin')) {
    throw apiError('forbidden', { message: 'Only platform admins can do this' });
  }
}

/**
 * Tournament registration (P1 §7): the caller's registration status, solo and team registration, check-in,
 * unregistering, and the admin switches. The player always comes from the token.
 */
export function registerRegistrationRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { onRequest: app.requireUser };

  routes.get(
    '/v1/tournaments/me/registered/:tournamentId',
    { ...signedIn, schema: { params: z.object({ tournamentId: id }) } },
    async (request, reply): Promise<{ data: RegistrationState }> => {
      reply.header('Cache-Control', 'private, no-store');
      return {
        data: await registrationState(context, request.params.tournamentId, signedInUser(request).id),
      };
    },
  );

  routes.post(
    '/v1/tournaments/:id/register/solo',
    { ...signedIn, schema: { params: tournamentParams } },
    async (request, reply): Promise<RegistrationCreated> => {
      const registrationId = await registerSolo(context, request.params.id, signedInUser(request).id);
      reply.status(201);
      return { success: true, message: 'Successfully registered for tournament', data: { registrationId } };
    },
  );

  routes.post(
    '/v1/tournaments/:id/register/:teamId',
    { ...signedIn, schema: { params: teamParams } },
    async (request, reply): Promise<RegistrationCreated> => {
      const registrationId = await registerTeam(
        context,
        request.params.id,
        request.params.teamId,
        signedInUser(request).id,
      );
      reply.status(201);
      return {
        success: true,
        message: 'Team successfully registered for tournament',
        data: { registrationId },
      };
    },
  );

  routes.post(
    '/v1/tournaments/:id/check-in/solo',
    { ...signedIn, schema: { params: tournamentParams } },
    async (request): Promise<{ message: string }> => {
      await checkInSolo(context, request.params.id, signedInUser(request).id);
      return { message: 'Successfully checked in' };
    },
  );

  routes.post(
    '/v1/tournaments/:id/check-in/:teamId',
    { ...signedIn, schema: { params: teamParams } },
    async (request): Promise<{ message: string }> => {
      await checkInTeam(context, request.params.id, request.params.teamId, signedInUser(request).id);
      return { message: 'Successfully checked in' };
    },
  );

  routes.delete(
    '/v1/tournaments/:id/unregister',
    { ...signedIn, schema: { params: tournamentParams } },
    async (request): Promise<{ message: string }> => {
      await unregister(context, request.params.id, signedInUser(request).id);
      return { message: 'Successfully unregistered from tournament' };
    },
  );

  routes.patch(
    '/v1/admin/tournaments/:id/registration',
    { ...signedIn, schema: { params: tournamentParams, body: registrationOpenBody } },
    async (request): Promise<{ data: { id: string; registration_open: boolean } }> => {
      requirePlatformAdmin(request);
      return { data: await setRegistrationOpen(context, request.params.id, request.body.open) };
    },
  );

  routes.patch(
    '/v1/admin/tournaments/:id/registrations/:registrationId',
    {
      ...signedIn,
      schema: { params: z.object({ id, registrationId: id }), body: reviewRegistrationBody },
    },
    async (request): Promise<{ data: { id: string; registrationStatus: RegistrationStatus } }> => {
      requirePlatformAdmin(request);
      return {
        data: await reviewRegistration(
          context,
          request.params.id,
          request.params.registrationId,
          request.body.status,
        ),
      };
    },
  );
}
