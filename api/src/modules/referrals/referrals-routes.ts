import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { contractRoute } from '../../http/contract-route.js';
import { normalizeIp } from '../general/geoip.js';

/** The same visitor tracking the same code again within this window is not counted twice. */
const DEDUPLICATION_WINDOW_MS = 24 * 60 * 60 * 1000;

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
      const now = context.clock();
      const recent = await context.db
        .selectFrom('referrals')
        .select(['id', 'user_id'])
        .where('ref_code', '=', request.params.ref)
        .where('ip_hash', '=', ipHash)
        .where('created_at', '>', new Date(now.getTime() - DEDUPLICATION_WINDOW_MS))
        .executeTakeFirst();
      const userId = request.user?.id ?? null;
      if (!recent) {
        await context.db
          .insertInto('referrals')
          .values({ ref_code: request.params.ref, ip_hash: ipHash, user_id: userId, created_at: now })
          .execute();
      } else if (userId && !recent.user_id) {
        await context.db
          .updateTable('referrals')
          .set({ user_id: userId })
          .where('id', '=', recent.id)
          .execute();
      }
      return reply.status(201).send({ data: { tracked: true as const } });
    },
  });
}
