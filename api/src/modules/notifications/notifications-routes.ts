import type { Locale } from '@arena/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInUser } from '../../auth/request-user.js';
import type { AppContext } from '../../context.js';
import { contractRoute } from '../../http/contract-route.js';
import { listNotifications, markAllRead, markRead } from './notifications-service.js';
import { addVary } from '../../http/vary.js';
import { readerLocale } from '../../i18n/reader-locale.js';

export { readerLocale };

const localeOf = (request: FastifyRequest, lang?: Locale) =>
  readerLocale(lang, request.headers['accept-language']);

export function registerNotificationRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.route({
    ...contractRoute(app, 'GET /v1/notifications'),
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      addVary(reply, 'Accept-Language');
      const locale = localeOf(request, request.query.lang);
      return { data: await listNotifications(context.db, signedInUser(request).id, locale) };
    },
  });

  routes.route({
    ...contractRoute(app, 'PATCH /v1/notifications/read-all'),
    handler: async (request) => ({
      data: { updated: await markAllRead(context.db, signedInUser(request).id, context.clock()) },
    }),
  });

  routes.route({
    ...contractRoute(app, 'PATCH /v1/notifications/:id/read'),
    handler: async (request) => ({
      data: await markRead(
        context.db,
        signedInUser(request).id,
        request.params.id,
        context.clock(),
        localeOf(request),
      ),
    }),
  });
}
