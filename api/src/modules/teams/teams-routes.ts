import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInUser } from '../../auth/request-user.js';
import type { AppContext } from '../../context.js';
import { contractRoute } from '../../http/contract-route.js';
import { inviteLimit } from '../../http/limits.js';
import {
  createTeam,
  deleteTeam,
  findInvite,
  joinTeam,
  leaveTeam,
  listMembers,
  myTeams,
  removeMember,
  setVanityEnabled,
  toggleMemberRole,
  updateTeam,
  vanityStatus,
} from './teams-service.js';
import { registerTeamImageRoute } from './team-image-route.js';

export function registerTeamRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.route({
    ...contractRoute(app, 'GET /v1/teams/me'),
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return { data: await myTeams(context, signedInUser(request).id) };
    },
  });

  routes.route({
    ...contractRoute(app, 'POST /v1/teams/create'),
    handler: async (request, reply) => {
      const team = await createTeam(context, signedInUser(request).id, request.body);
      return reply.status(201).send({ data: team });
    },
  });

  routes.route({
    ...contractRoute(app, 'PUT /v1/teams/:id'),
    handler: async (request) => ({
      data: await updateTeam(context, request.params.id, signedInUser(request).id, request.body),
    }),
  });

  routes.route({
    ...contractRoute(app, 'DELETE /v1/teams/:id'),
    handler: async (request) => {
      await deleteTeam(context, request.params.id, signedInUser(request).id);
      return { message: 'Team deleted successfully' };
    },
  });

  routes.route({
    ...contractRoute(app, 'POST /v1/teams/:id/leave'),
    handler: async (request) => {
      await leaveTeam(context, request.params.id, signedInUser(request).id);
      return { message: 'Left team successfully' };
    },
  });

  routes.route({
    ...contractRoute(app, 'GET /v1/teams/:id/members'),
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return { data: { members: await listMembers(context, request.params.id, signedInUser(request).id) } };
    },
  });

  routes.route({
    ...contractRoute(app, 'GET /v1/teams/:id/vanity'),
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return { data: await vanityStatus(context, request.params.id, signedInUser(request).id) };
    },
  });

  routes.route({
    ...contractRoute(app, 'PATCH /v1/teams/:id/vanity-status'),
    handler: async (request) => ({
      data: await setVanityEnabled(
        context,
        request.params.id,
        signedInUser(request).id,
        request.body?.enabled,
      ),
    }),
  });

  routes.route({
    ...contractRoute(app, 'POST /v1/teams/:id/promote/:memberId'),
    handler: async (request) => ({
      data: await toggleMemberRole(
        context,
        request.params.id,
        signedInUser(request).id,
        request.params.memberId,
      ),
    }),
  });

  routes.route({
    ...contractRoute(app, 'DELETE /v1/teams/:id/members/:memberId'),
    handler: async (request) => {
      await removeMember(context, request.params.id, signedInUser(request).id, request.params.memberId);
      return { message: 'Member removed successfully' };
    },
  });

  routes.route({
    ...contractRoute(app, 'GET /v1/teams/vanity/:vanity'),
    config: { rateLimit: inviteLimit(context.config) },
    handler: async (request, reply) => {
      // The link can be switched off at any moment; a cached copy would keep showing it.
      reply.header('Cache-Control', 'no-store');
      return { data: await findInvite(context, request.params.vanity) };
    },
  });

  routes.route({
    ...contractRoute(app, 'POST /v1/teams/join/:vanity'),
    config: { rateLimit: inviteLimit(context.config) },
    handler: async (request) => ({
      data: await joinTeam(context, signedInUser(request).id, request.params.vanity),
    }),
  });

  registerTeamImageRoute(app, context);
}
