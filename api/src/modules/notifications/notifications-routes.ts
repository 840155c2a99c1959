import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../auth/request-user.js';
import type { AppContext } from '../../context.js';
import type { Notification } from '../../contract/api-types.js';
import { listNotifications, markAllRead, markRead } from './notifications-service.js';

const notificationParams = z.object({ id: z.string().min(1).max(100) });

export function registerNotificationRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/v1/notifications',
    { onRequest: app.requireUser },
    async (request, reply): Promise<{ data: Notification[] }> => {
      reply.header('Cache-Control', 'private, no-store');
      return { data: await listNotifications(context.db, signedInUser(request).id) };
    },
  );

  routes.patch(
    '/v1/notifications/read-all',
    { onRequest: app.requireUser },
    async (request): Promise<{ data: { updated: number } }> => ({
      data: { updated: await markAllRead(context.db, signedInUser(request).id, context.clock()) },
    }),
  );

  routes.patch(
    '/v1/notifications/:id/read',
    { schema: { params: notificationParams }, onRequest: app.requireUser },
    async (request): Promise<{ data: Notification }> => ({
      data: await markRead(context.db, signedInUser(request).id, request.params.id, context.clock()),
    }),
  );
}
