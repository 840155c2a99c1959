import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInUser } from '../../auth/request-user.js';
import type { AppContext } from '../../context.js';
import { contractRoute } from '../../http/contract-route.js';
import { playerRewardKey, rewardCodeSecret } from './reward-code-crypto.js';
import { issueMissingRewardCodes, redeemedRewardCodes } from './reward-codes-service.js';

/** The player's reward-code key and the codes they hold. */
export function registerRewardCodeRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const secret = rewardCodeSecret(context.config);

  routes.route({
    ...contractRoute(app, 'GET /v1/reward-code/key'),
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const key = playerRewardKey(secret, signedInUser(request).id);
      return { data: { key: key.toString('hex'), algorithm: 'AES-CBC' as const } };
    },
  });

  routes.route({
    ...contractRoute(app, 'GET /v1/reward-code/me/redeemed'),
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      const userId = signedInUser(request).id;
      await issueMissingRewardCodes(context.db, secret, { userId });
      return { success: true as const, data: await redeemedRewardCodes(context.db, userId) };
    },
  });
}
