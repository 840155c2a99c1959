import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInUser } from '../../auth/request-user.js';
import type { AppContext } from '../../context.js';
import { contractRoute } from '../../http/contract-route.js';
import { paymentKey } from '../payments/payment-crypto.js';
import { rewardCodeSecret } from '../reward-codes/reward-code-crypto.js';
import {
  banPlayer,
  listModeratedPlayers,
  type ModerationContext,
  moderatedPlayerDetail,
  unbanPlayer,
} from './moderation-service.js';
import { playerRecord, type PlayerRecordContext } from './player-record-service.js';

const NO_STORE = 'private, no-store';

/** Player moderation on the staff desk (support and admins, as the contract says of each route). */
export function registerModerationRoutes(
  app: FastifyInstance,
  context: ModerationContext & Pick<AppContext, 'config'>,
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const recordContext: PlayerRecordContext = {
    db: context.db,
    assetUrl: context.assetUrl,
    paymentKey: paymentKey(context.config),
    rewardCodeSecret: rewardCodeSecret(context.config),
  };

  routes.route({
    ...contractRoute(app, 'GET /v1/admin/players'),
    handler: async (request, reply) => {
      reply.header('Cache-Control', NO_STORE);
      return listModeratedPlayers(context, request.query);
    },
  });

  routes.route({
    ...contractRoute(app, 'GET /v1/admin/players/:id'),
    handler: async (request, reply) => {
      reply.header('Cache-Control', NO_STORE);
      return { data: await moderatedPlayerDetail(context, request.params.id) };
    },
  });

  routes.route({
    ...contractRoute(app, 'GET /v1/admin/players/:id/record'),
    handler: async (request, reply) => {
      reply.header('Cache-Control', NO_STORE);
      return { data: await playerRecord(recordContext, request.params.id) };
    },
  });

  routes.route({
    ...contractRoute(app, 'POST /v1/admin/players/:id/ban'),
    handler: async (request, reply) => {
      const banned = await banPlayer(context, signedInUser(request), request.params.id, request.body);
      return reply.status(201).send(banned);
    },
  });

  routes.route({
    ...contractRoute(app, 'POST /v1/admin/players/:id/unban'),
    handler: async (request) => ({
      data: await unbanPlayer(context, signedInUser(request), request.params.id, request.body),
    }),
  });
}
