import { BUG_REPORT_ATTACHMENT_MAX_BYTES } from '@arena/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInUser } from '../../auth/request-user.js';
import type { AppContext } from '../../context.js';
import { contractRoute } from '../../http/contract-route.js';
import { writeLimit } from '../../http/limits.js';
import {
  closeAsPlayer,
  createBugReport,
  getPlayerReport,
  getReportForStaff,
  listAllReports,
  listPlayerReports,
  replyAsPlayer,
  replyAsStaff,
  setReportStatus,
} from './bug-reports-service.js';

/** A report's JSON: a 10 MB attachment as base64 (4/3 of it) plus the text fields. */
const REPORT_BODY_LIMIT = Math.ceil(BUG_REPORT_ATTACHMENT_MAX_BYTES / 3) * 4 + 64 * 1024;

/** Anonymous reports per client (IP) and window; a signed-in player's reports are not counted here. */
export const ANONYMOUS_REPORTS_PER_WINDOW = 20;
const ANONYMOUS_REPORT_WINDOW_MS = 15 * 60_000;

/** Support tickets and bug reports (P2 §7), and the staff desk's calls over them. */
export function registerBugReportRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const noStore = 'private, no-store';

  routes.route({
    ...contractRoute(app, 'POST /v1/bug-report'),
    bodyLimit: REPORT_BODY_LIMIT,
    // After the token is read (`optionalUser` runs on onRequest): anonymous reports per client address and window,
    // a signed-in player's per player and minute (`writeLimit`). Fails closed when Redis cannot count.
    config: {
      rateLimit: {
        ...writeLimit(context.config),
        max: (request) =>
          request.user ? (writeLimit(context.config).max as number) : ANONYMOUS_REPORTS_PER_WINDOW,
        timeWindow: (request) => (request.user ? 60_000 : ANONYMOUS_REPORT_WINDOW_MS),
        hook: 'preHandler',
      },
    },
    handler: async (request, reply) => {
      const { bugType, title, description, email, userName, deviceInfo, screenshot } = request.body;
      const report = await createBugReport(context, request.user, {
        bugType,
        title,
        description,
        // Empty optional fields count as not sent.
        email: email || null,
        userName: userName || null,
        deviceInfo: deviceInfo ?? null,
        screenshot: screenshot || null,
      });
      return reply.status(201).send({ status: 'success' as const, data: report });
    },
  });

  routes.route({
    ...contractRoute(app, 'GET /v1/bug-report/my-reports'),
    handler: async (request, reply) => {
      reply.header('Cache-Control', noStore);
      const data = await listPlayerReports(context, signedInUser(request).id, request.query);
      return { status: 'success' as const, data };
    },
  });

  routes.route({
    ...contractRoute(app, 'GET /v1/bug-report/:id'),
    handler: async (request, reply) => {
      reply.header('Cache-Control', noStore);
      const data = await getPlayerReport(context, signedInUser(request).id, request.params.id);
      return { status: 'success' as const, data };
    },
  });

  routes.route({
    ...contractRoute(app, 'POST /v1/bug-report/:id/messages'),
    handler: async (request, reply) => {
      const data = await replyAsPlayer(
        context,
        signedInUser(request).id,
        request.params.id,
        request.body.content,
      );
      return reply.status(201).send({ status: 'success' as const, data });
    },
  });

  routes.route({
    ...contractRoute(app, 'POST /v1/bug-report/:id/close'),
    handler: async (request) => {
      const data = await closeAsPlayer(
        context,
        signedInUser(request).id,
        request.params.id,
        request.body?.closingMessage ?? '',
      );
      return { status: 'success' as const, data };
    },
  });

  routes.route({
    ...contractRoute(app, 'GET /v1/admin/bug-reports'),
    handler: async (request, reply) => {
      reply.header('Cache-Control', noStore);
      return { status: 'success' as const, data: await listAllReports(context, request.query) };
    },
  });

  routes.route({
    ...contractRoute(app, 'GET /v1/admin/bug-reports/:id'),
    handler: async (request, reply) => {
      reply.header('Cache-Control', noStore);
      return { status: 'success' as const, data: await getReportForStaff(context, request.params.id) };
    },
  });

  routes.route({
    ...contractRoute(app, 'POST /v1/admin/bug-reports/:id/messages'),
    handler: async (request, reply) => {
      const data = await replyAsStaff(context, signedInUser(request).id, request.params.id, request.body);
      return reply.status(201).send({ status: 'success' as const, data });
    },
  });

  routes.route({
    ...contractRoute(app, 'PATCH /v1/admin/bug-reports/:id'),
    handler: async (request) => ({
      status: 'success' as const,
      data: await setReportStatus(context, signedInUser(request).id, request.params.id, request.body.status),
    }),
  });
}
