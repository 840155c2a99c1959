import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInUser } from '../../auth/request-user.js';
import type { AppContext } from '../../context.js';
import { contractRoute } from '../../http/contract-route.js';
import { playerMatchStatus, teamMatchStatus, verifyMatch } from './matches-service.js';

/**
 * Bracket matches (P1 §7): the caller's current match, solo or for one of their teams, and result verification
 * by tournament code. The player always comes from the token.
 */
export function registerMatchRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.route({
    ...contractRoute(app, 'GET /v1/tournaments/:id/player/status'),
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return { data: await playerMatchStatus(context, request.params.id, signedInUser(request).id) };
    },
  });

  routes.route({
    ...contractRoute(app, 'GET /v1/tournaments/:id/teams/:teamId/status'),
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      const { id: tournamentId, teamId } = request.params;
      return { data: await teamMatchStatus(context, tournamentId, teamId, signedInUser(request).id) };
    },
  });

  routes.route({
    ...contractRoute(app, 'POST /v1/tournaments/:id/matches/:matchId/verify/:tournamentCode'),
    handler: async (request) => {
      const { id: tournamentId, matchId, tournamentCode } = request.params;
      return {
        data: await verifyMatch(context, {
          tournamentId,
          matchId,
          tournamentCode,
          userId: signedInUser(request).id,
        }),
      };
    },
  });
}
