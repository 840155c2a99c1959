import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInUser } from '../../auth/request-user.js';
import { contractRoute } from '../../http/contract-route.js';
import { getTournamentEntrants, seedTournament, startTournament } from './bracket-start-service.js';
import {
  actOnMatch,
  disqualifyEntrant,
  listTournamentMatches,
  type MatchDeskContext,
} from './match-desk-service.js';
import { completeTournament, endLadder } from './tournament-close-service.js';

const NO_STORE = 'private, no-store';

/**
 * Running tournaments from the organizer console (issue 30): seeding and starting a bracket, its matches, a
 * disqualification, completing it, ending a ladder early (organizers and admins, as the contract says of each).
 */
export function registerOrganizerRunRoutes(app: FastifyInstance, context: MatchDeskContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.route({
    ...contractRoute(app, 'GET /v1/admin/tournaments/:id/entrants'),
    handler: async (request, reply) => {
      reply.header('Cache-Control', NO_STORE);
      return { data: await getTournamentEntrants(context, request.params.id) };
    },
  });

  routes.route({
    ...contractRoute(app, 'PUT /v1/admin/tournaments/:id/seeding'),
    handler: async (request, reply) => {
      reply.header('Cache-Control', NO_STORE);
      return {
        data: await seedTournament(context, signedInUser(request).id, request.params.id, request.body),
      };
    },
  });

  routes.route({
    ...contractRoute(app, 'POST /v1/admin/tournaments/:id/start'),
    handler: async (request, reply) => {
      reply.header('Cache-Control', NO_STORE);
      return { data: await startTournament(context, signedInUser(request).id, request.params.id) };
    },
  });

  routes.route({
    ...contractRoute(app, 'GET /v1/admin/tournaments/:id/matches'),
    handler: async (request, reply) => {
      reply.header('Cache-Control', NO_STORE);
      return { data: await listTournamentMatches(context, request.params.id) };
    },
  });

  routes.route({
    ...contractRoute(app, 'PATCH /v1/admin/matches/:id'),
    handler: async (request, reply) => {
      reply.header('Cache-Control', NO_STORE);
      return {
        data: await actOnMatch(context, signedInUser(request).id, request.params.id, request.body),
      };
    },
  });

  routes.route({
    ...contractRoute(app, 'POST /v1/admin/tournaments/:id/disqualify/:registrationId'),
    handler: async (request, reply) => {
      reply.header('Cache-Control', NO_STORE);
      const { id, registrationId } = request.params;
      return {
        data: await disqualifyEntrant(
          context,
          signedInUser(request).id,
          id,
          registrationId,
          request.body.note,
        ),
      };
    },
  });

  routes.route({
    ...contractRoute(app, 'POST /v1/admin/tournaments/:id/complete'),
    handler: async (request, reply) => {
      reply.header('Cache-Control', NO_STORE);
      return { data: await completeTournament(context, signedInUser(request).id, request.params.id) };
    },
  });

  routes.route({
    ...contractRoute(app, 'POST /v1/admin/tournaments/:id/end'),
    handler: async (request, reply) => {
      reply.header('Cache-Control', NO_STORE);
      return { data: await endLadder(context, signedInUser(request).id, request.params.id) };
    },
  });
}
