import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../auth/request-user.js';
import type { AppContext } from '../../context.js';
import type { MatchStatusResponse, MatchVerification } from '../../contract/api-types.js';
import { playerMatchStatus, teamMatchStatus, verifyMatch } from './matches-service.js';

const id = z.string().min(1).max(100);

/**
 * Bracket matches (P1 §7): the caller's current match, solo or for one of their teams, and result verification
 * by tournament code. The player always comes from the token.
 */
export function registerMatchRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { onRequest: app.requireUser };

  routes.get(
    '/v1/tournaments/:id/player/status',
    { ...signedIn, schema: { params: z.object({ id }) } },
    async (request, reply): Promise<{ data: MatchStatusResponse }> => {
      reply.header('Cache-Control', 'private, no-store');
      return { data: await playerMatchStatus(context, request.params.id, signedInUser(request).id) };
    },
  );

  routes.get(
    '/v1/tournaments/:id/teams/:teamId/status',
    { ...signedIn, schema: { params: z.object({ id, teamId: id }) } },
    async (request, reply): Promise<{ data: MatchStatusResponse }> => {
      reply.header('Cache-Control', 'private, no-store');
      const { id: tournamentId, teamId } = request.params;
      return { data: await teamMatchStatus(context, tournamentId, teamId, signedInUser(request).id) };
    },
  );

  routes.post(
    '/v1/tournaments/:id/matches/:matchId/verify/:tournamentCode',
    {
      ...signedIn,
      schema: {
        params: z.object({
          id,
          matchId: z.coerce.number().int().positive().max(2_147_483_647),
          tournamentCode: z.string().min(1).max(40),
        }),
      },
    },
    async (request): Promise<{ data: MatchVerification }> => {
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
  );
}
