import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInUser } from '../../auth/request-user.js';
import type { AppContext } from '../../context.js';
import { contractRoute } from '../../http/contract-route.js';
import { writeLimit } from '../../http/limits.js';
import { readerLocale } from '../notifications/notifications-routes.js';
import {
  calendarFeedUrl,
  personalCalendar,
  rotateCalendarFeed,
  tournamentCalendar,
} from './calendar-service.js';

const CALENDAR_TYPE = 'text/calendar; charset=utf-8';

/**
 * Calendars (issue 16): a tournament's schedule as an iCalendar file, and each player's secret feed of every
 * tournament they are in, with the calls that show and replace its URL. The language is `?lang=`, else
 * Accept-Language, else English.
 */
export function registerCalendarRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.route({
    ...contractRoute(app, 'GET /v1/tournaments/:id/calendar.ics'),
    handler: async (request, reply) => {
      const locale = readerLocale(request.query.lang, request.headers['accept-language']);
      const { ics, fileName } = await tournamentCalendar(context, request.params.id, locale, context.clock());
      return reply
        .header('Cache-Control', 'no-cache')
        .header('Vary', 'Accept-Language')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .type(CALENDAR_TYPE)
        .send(ics);
    },
  });

  routes.route({
    ...contractRoute(app, 'GET /v1/user/me/calendar'),
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return { data: { url: await calendarFeedUrl(context, signedInUser(request).id) } };
    },
  });

  routes.route({
    ...contractRoute(app, 'POST /v1/user/me/calendar/rotate'),
    config: { rateLimit: writeLimit(context.config) },
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return { data: { url: await rotateCalendarFeed(context, signedInUser(request).id) } };
    },
  });

  routes.route({
    ...contractRoute(app, 'GET /v1/calendar/:secret.ics'),
    handler: async (request, reply) => {
      const locale = readerLocale(request.query.lang, request.headers['accept-language']);
      const ics = await personalCalendar(context, request.params.secret, locale, context.clock());
      return reply
        .header('Cache-Control', 'private, no-store')
        .header('Referrer-Policy', 'no-referrer')
        .type(CALENDAR_TYPE)
        .send(ics);
    },
  });
}
