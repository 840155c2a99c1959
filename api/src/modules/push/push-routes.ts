import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInUser } from '../../auth/request-user.js';
import type { PushConfig } from '../../config.js';
import type { AppContext } from '../../context.js';
import { contractRoute } from '../../http/contract-route.js';
import { checkEndpoint, deleteSubscription, listSubscriptions, saveSubscription } from './push-service.js';

export function registerPushRoutes(app: FastifyInstance, context: AppContext, push: PushConfig): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.route({
    ...contractRoute(app, 'GET /v1/push/key'),
    handler: async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=300');
      return { data: { publicKey: push.publicKey } };
    },
  });

  routes.route({
    ...contractRoute(app, 'GET /v1/user/me/push-subscriptions'),
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return {
        data: await listSubscriptions(context.db, signedInUser(request).id, request.query.endpoint),
      };
    },
  });

  routes.route({
    ...contractRoute(app, 'PUT /v1/user/me/push-subscriptions'),
    handler: async (request) => {
      checkEndpoint(request.body.endpoint, push.allowHttpEndpoints);
      return {
        data: await saveSubscription(context.db, signedInUser(request).id, request.body, context.clock()),
      };
    },
  });

  routes.route({
    ...contractRoute(app, 'DELETE /v1/user/me/push-subscriptions'),
    handler: async (request) => {
      await deleteSubscription(context.db, signedInUser(request).id, request.query.endpoint);
      return { data: { deleted: true as const } };
    },
  });
}
