import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInUser } from '../../auth/request-user.js';
import type { AppContext } from '../../context.js';
import { contractRoute } from '../../http/contract-route.js';
import { paymentKey } from './payment-crypto.js';
import {
  adminPayouts,
  getPaymentProfile,
  paymentHistory,
  payoutDestinationOf,
  savePaymentProfile,
  settlePayout,
} from './payments-service.js';
import { notify } from '../notifications/notifications-service.js';

/**
 * Payment settings and payouts. Answers with details are `private, no-store`; bodies are never logged (Fastify logs
 * no bodies and no route here logs one). Prizes become payouts where tournaments complete: brackets
 * (`brackets/bracket-prizes.ts`) and ladders (`matchmaking/ladder-prizes.ts`, whose pass also issues the prize
 * reward codes).
 */
export function registerPaymentRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const key = paymentKey(context.config);

  routes.route({
    ...contractRoute(app, 'GET /v1/payment/banking-info'),
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      const data = await getPaymentProfile(context.db, key, signedInUser(request).id);
      return { status: 'success' as const, data };
    },
  });

  routes.route({
    ...contractRoute(app, 'PUT /v1/payment/banking-info'),
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      const data = await savePaymentProfile(context.db, key, signedInUser(request).id, request.body);
      return { status: 'success' as const, data };
    },
  });

  routes.route({
    ...contractRoute(app, 'GET /v1/payment/history'),
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return { data: await paymentHistory(context.db, signedInUser(request).id) };
    },
  });

  routes.route({
    ...contractRoute(app, 'GET /v1/admin/payouts'),
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return adminPayouts(context.db, key, request.query);
    },
  });

  routes.route({
    ...contractRoute(app, 'GET /v1/admin/payouts/:id/destination'),
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      const data = await payoutDestinationOf(context.db, key, request.params.id);
      // Who saw which payout's full details; never the details themselves.
      request.log.info(
        { staffId: signedInUser(request).id, payoutId: request.params.id },
        'payout destination revealed to staff',
      );
      return { data };
    },
  });

  routes.route({
    ...contractRoute(app, 'PATCH /v1/admin/payouts/:id'),
    handler: async (request) => {
      const payout = await settlePayout(context.db, key, {
        payoutId: request.params.id,
        adminId: signedInUser(request).id,
        body: request.body,
        now: context.clock(),
      });
      await notify(context, payout.user.id, {
        kind: 'payout_status',
        status: payout.status,
        amount: payout.amount,
        currency: payout.currency,
        tournamentId: payout.tournamentId,
      });
      return { data: payout };
    },
  });
}
