import type { Locale } from '@arena/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInUser } from '../../auth/request-user.js';
import type { AppContext } from '../../context.js';
import { contractRoute } from '../../http/contract-route.js';
import { listNotifications, markAllRead, markRead } from './notifications-service.js';
import { addVary } from '../../http/vary.js';

/**
 * The reader's language: `lang` when the client sends it, else the first of `ar`/`en` in Accept-Language (by
 * quality), else English.
 */
export function readerLocale(lang: Locale | undefined, acceptLanguage: string | undefined): Locale {
  if (lang) return lang;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const quality = params.map((param) => /^q=([\d.]+)$/.exec(param.trim())?.[1]).find(Boolean);
      return { base: tag.split('-')[0], quality: quality === undefined ? 1 : Number(quality), index };
    })
    .filter((entry) => (entry.base === 'ar' || entry.base === 'en') && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return (ranked[0]?.base as Locale | undefined) ?? 'en';
}

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
