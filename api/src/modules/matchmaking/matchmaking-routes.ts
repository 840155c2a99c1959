import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../auth/request-user.js';
import type { AppContext } from '../../context.js';
import type { LeaderboardEntry, MatchmakingStatus, MatchResult } from '../../contract/api-types.js';
import { apiError } from '../../errors.js';
import { isPlatformAdmin } from '../../auth/roles.js';
import type { MatchmakingEngine } from './matchmaking-engine.js';
import {
  claimNoShow,
  forfeitMatch,
  leaderboard,
  leaveQueue,
  matchmakingStatus,
  myPosition,
  registerPlayer,
  resolveMatch,
  startSearch,
} from './matchmaking-service.js';

const id = z.string().min(1).max(100);
const tournamentParams = z.object({ id });
const matchParams = z.object({ id, matchId: id });

/**
 * Matchmaking ladders (P1 §7 "Matchmaking"): status, register, search, leave, forfeit, no-show claim, own
 * position and the public leaderboard; the admin's dispute resolution. The player always comes from the token.
 */
export function registerMatchmakingRoutes(
  app: FastifyInstance,
  context: AppContext,
  engine: MatchmakingEngine,
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { onRequest: app.requireUser };
  const noStore = { 'Cache-Control': 'private, no-store' };

  routes.get(
    '/v1/matchmaking/tournaments/:id/status',
    { ...signedIn, schema: { params: tournamentParams } },
    async (request, reply): Promise<{ data: MatchmakingStatus }> => {
      reply.headers(noStore);
      return { data: await matchmakingStatus(context, request.params.id, signedInUser(request).id) };
    },
  );

  routes.post(
    '/v1/matchmaking/tournaments/:id/register',
    { ...signedIn, schema: { params: tournamentParams } },
    async (request, reply): Promise<{ data: MatchmakingStatus }> => {
      const data = await registerPlayer(context, request.params.id, signedInUser(request).id);
      reply.status(201);
      return { data };
    },
  );

  routes.post(
    '/v1/matchmaking/tournaments/:id/search',
    { ...signedIn, schema: { params: tournamentParams } },
    async (request): Promise<{ data: MatchmakingStatus }> => ({
      data: await startSearch(context, request.params.id, signedInUser(request).id, (tournamentId) => {
        void engine.requestPass(tournamentId);
      }),
    }),
  );

  routes.delete(
    '/v1/matchmaking/tournaments/:id/leave',
    { ...signedIn, schema: { params: tournamentParams } },
    async (request): Promise<{ data: MatchmakingStatus }> => ({
      data: await leaveQueue(context, request.params.id, signedInUser(request).id),
    }),
  );

  routes.post(
    '/v1/matchmaking/tournaments/:id/forfeit/:matchId',
    { ...signedIn, schema: { params: matchParams } },
    async (request): Promise<{ data: MatchmakingStatus }> => ({
      data: await forfeitMatch(context, request.params.id, request.params.matchId, signedInUser(request).id),
    }),
  );

  routes.post(
    '/v1/matchmaking/tournaments/:id/claim-noshow/:matchId',
    { ...signedIn, schema: { params: matchParams } },
    async (request): Promise<{ data: MatchmakingStatus }> => ({
      data: await claimNoShow(context, request.params.id, request.params.matchId, signedInUser(request).id),
    }),
  );

  routes.get(
    '/v1/matchmaking/tournaments/:id/my-position',
    { ...signedIn, schema: { params: tournamentParams } },
    async (request, reply): Promise<{ data: LeaderboardEntry | null }> => {
      reply.headers(noStore);
      return { data: await myPosition(context, request.params.id, signedInUser(request).id) };
    },
  );

  routes.get(
    '/v1/matchmaking/tournaments/:id/leaderboard',
    {
      schema: {
        params: tournamentParams,
        querystring: z.object({
          page: z.coerce.number().int().min(1).max(100_000).default(1),
          limit: z.coerce.number().int().min(1).max(100).default(20),
          search: z.string().max(100).optional(),
        }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return leaderboard(context, request.params.id, request.query);
    },
  );

  routes.patch(
    '/v1/admin/matchmaking/matches/:matchId/resolve',
    {
      ...signedIn,
      schema: {
        params: z.object({ matchId: id }),
        body: z.object({ winner_id: z.string().min(1).max(100) }),
      },
    },
    async (request): Promise<{ data: MatchResult }> => {
      if (!isPlatformAdmin(signedInUser(request))) {
        throw apiError('forbidden', { message: 'Only platform admins can resolve disputes' });
      }
      return { data: await resolveMatch(context, request.params.matchId, request.body.winner_id) };
    },
  );
}
