import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { contractRoute } from '../../http/contract-route.js';
import { normalizeIp } from '../general/geoip.js';
import { trackReferral } from './referrals-service.js';

export function registerReferralRoutes(app: FastifyInstance, context: AppContext): void {
  const ipKey = createHmac('sha256', context.config.jwtSecret).update('referral-ip-hash').digest();
  const hashIp = (ip: string) => createHmac('sha256', ipKey).update(normalizeIp(ip)).digest('hex');

  /**
   * Records a visit that came with `?ref=` (P2 §7). No body; the token is optional. The address is kept only
   * as a keyed hash.
   */
  app.withTypeProvider<ZodTypeProvider>().route({
    ...contractRoute(app, 'POST /v1/referrals/track/:ref'),
    handler: async (request, reply) => {
      const ipHash = hashIp(request.ip);
      await trackReferral(context.db, {
        refCode: request.params.ref,
        ipHash,
        userId: request.user?.id ?? null,
        now: context.clock(),
      });
      return reply.status(201).send({ data: { tracked: true as const } });
    },
  });
}
