import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInUser } from '../../auth/request-user.js';
import type { AppContext } from '../../context.js';
import { contractRoute } from '../../http/contract-route.js';
import { matchmakingStatus } from './answers.js';
import { checkLadderPayouts } from './ladder-prizes.js';
import { leaderboard, myPosition } from './leaderboard.js';
import { listDisputes } from './disputes.js';
import { claimNoShow, forfeitMatch, resolveMatch } from './match-lifecycle.js';
import type { MatchmakingEngine } from './matchmaking-engine.js';
import { matchmakingMatchPlayers } from './matchmaking-service.js';
import { leaveQueue, registerPlayer, startSearch } from './queue.js';
import { acceptDuo, declineDuo, inviteDuo, leaveDuo } from './duo.js';

/**
 * Matchmaking ladders (P1 §7 "Matchmaking"): status, register, duo invites and duos (issue 33), search, leave,
 * forfeit, no-show claim, own position and the public leaderboard; the admin's dispute resolution. The player always
 * comes from the token.
 */
export function registerMatchmakingRoutes(
  app: FastifyInstance,
  context: AppContext,
  engine: MatchmakingEngine,
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const noStore = { 'Cache-Control': 'private, no-store' };

  routes.route({
    ...contractRoute(app, 'GET /v1/matchmaking/tournaments/:id/status'),
    handler: async (request, reply) => {
      reply.headers(noStore);
      return { data: await matchmakingStatus(context, request.params.id, signedInUser(request).id) };
    },
  });

  routes.route({
    ...contractRoute(app, 'POST /v1/matchmaking/tournaments/:id/register'),
    handler: async (request, reply) => {
      const data = await registerPlayer(context, request.params.id, signedInUser(request).id);
      return reply.status(201).send({ data });
    },
  });

  routes.route({
    ...contractRoute(app, 'POST /v1/matchmaking/tournaments/:id/search'),
    handler: async (request) => ({
      data: await startSearch(context, request.params.id, signedInUser(request).id, (tournamentId) => {
        void engine.requestPass(tournamentId);
      }),
    }),
  });

  routes.route({
    ...contractRoute(app, 'DELETE /v1/matchmaking/tournaments/:id/leave'),
    handler: async (request) => ({
      data: await leaveQueue(context, request.params.id, signedInUser(request).id),
    }),
  });

  routes.route({
    ...contractRoute(app, 'POST /v1/matchmaking/tournaments/:id/duo/invites'),
    handler: async (request, reply) => {
      const data = await inviteDuo(
        context,
        request.params.id,
        signedInUser(request).id,
        request.body.riot_id,
      );
      return reply.status(201).send({ data });
    },
  });

  routes.route({
    ...contractRoute(app, 'POST /v1/matchmaking/tournaments/:id/duo/invites/:inviteId/accept'),
    handler: async (request) => ({
      data: await acceptDuo(context, request.params.id, request.params.inviteId, signedInUser(request).id),
    }),
  });

  routes.route({
    ...contractRoute(app, 'POST /v1/matchmaking/tournaments/:id/duo/invites/:inviteId/decline'),
    handler: async (request) => ({
      data: await declineDuo(context, request.params.id, request.params.inviteId, signedInUser(request).id),
    }),
  });

  routes.route({
    ...contractRoute(app, 'DELETE /v1/matchmaking/tournaments/:id/duo'),
    handler: async (request) => ({
      data: await leaveDuo(context, request.params.id, signedInUser(request).id),
    }),
  });

  routes.route({
    ...contractRoute(app, 'POST /v1/matchmaking/tournaments/:id/forfeit/:matchId'),
    handler: async (request) => ({
      data: await forfeitMatch(context, request.params.id, request.params.matchId, signedInUser(request).id),
    }),
  });

  routes.route({
    ...contractRoute(app, 'POST /v1/matchmaking/tournaments/:id/claim-noshow/:matchId'),
    handler: async (request) => ({
      data: await claimNoShow(context, request.params.id, request.params.matchId, signedInUser(request).id),
    }),
  });

  routes.route({
    ...contractRoute(app, 'GET /v1/matchmaking/tournaments/:id/my-position'),
    handler: async (request, reply) => {
      reply.headers(noStore);
      return { data: await myPosition(context, request.params.id, signedInUser(request).id) };
    },
  });

  routes.route({
    ...contractRoute(app, 'GET /v1/matchmaking/tournaments/:id/leaderboard'),
    handler: async (request, reply) => {
      reply.headers(noStore);
      return leaderboard(context, request.params.id, request.query);
    },
  });

  routes.route({
    ...contractRoute(app, 'PATCH /v1/admin/matchmaking/matches/:matchId/resolve'),
    handler: async (request) => {
      const data = await resolveMatch(context, request.params.matchId, {
        winnerId: request.body.winner_id,
        note: request.body.note,
        resolvedBy: signedInUser(request).id,
      });
      // The decision may have been the last thing holding an ended ladder's prizes: they are paid now, not at the
      // payments module's next minute (which tries again if this fails; the decision itself is recorded).
      const match = await matchmakingMatchPlayers(context.db, request.params.matchId);
      if (match) {
        await checkLadderPayouts(context, { tournamentId: match.tournamentId }).catch((error: unknown) =>
          request.log.error({ err: error }, 'ladder prize payouts after a staff decision failed'),
        );
      }
      return { data };
    },
  });

  routes.route({
    ...contractRoute(app, 'GET /v1/admin/matchmaking/disputes'),
    handler: async (_request, reply) => {
      reply.headers(noStore);
      return { data: await listDisputes(context) };
    },
  });
}
