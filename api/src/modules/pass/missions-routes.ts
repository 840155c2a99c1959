import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInUser } from '../../auth/request-user.js';
import type { AppContext } from '../../context.js';
import { contractRoute } from '../../http/contract-route.js';
import { writeLimit } from '../../http/limits.js';
import { rewardCodeSecret } from '../reward-codes/reward-code-crypto.js';
import { notify } from '../notifications/notifications-service.js';
import { verifyMission } from './missions-service.js';

/** Mission verification: POST /v1/menapass/missions/{id}/verify. */
export function registerMissionRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const secret = rewardCodeSecret(context.config);

  routes.route({
    ...contractRoute(app, 'POST /v1/menapass/missions/:id/verify'),
    config: { rateLimit: writeLimit(context.config) },
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      const userId = signedInUser(request).id;
      const answer = await verifyMission(context.db, {
        userId,
        missionId: request.params.id,
        rewardCodeSecret: secret,
        now: context.clock(),
      });
      const { type, code, alreadyCompleted } = answer.data;
      if (code && !alreadyCompleted && type !== 'loyalty_points')
        await notify(context, userId, { kind: 'reward_code', rewardType: type });
      return answer;
    },
  });
}
