import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInUser } from '../../auth/request-user.js';
import type { AppContext } from '../../context.js';
import { apiError } from '../../errors.js';
import { contractRoute } from '../../http/contract-route.js';
import { writeLimit } from '../../http/limits.js';
import {
  closeTicket,
  createTicket,
  findOpenTicket,
  listOpenTickets,
  postMessage,
} from './support-service.js';

export function registerSupportRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.route({
    ...contractRoute(app, 'POST /v1/discord/create-ticket'),
    config: { rateLimit: writeLimit(context.config) },
    handler: async (request, reply) => {
      const { subject, description, tournament_id: tournamentId } = request.body;
      const ticket = await createTicket(context, signedInUser(request).id, {
        subject,
        description,
        tournamentId,
      });
      return reply.status(201).send({ data: { ticketId: ticket.ticketId, channelId: ticket.channelId } });
    },
  });

  // The player comes from the token alone: another player's ticket is never found.
  routes.route({
    ...contractRoute(app, 'GET /v1/discord/tickets/:tournamentId'),
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      const ticket = await findOpenTicket(context.db, signedInUser(request).id, request.params.tournamentId);
      if (!ticket) throw apiError('notFound', { message: 'No open support ticket for this tournament' });
      return { data: ticket };
    },
  });

  routes.route({
    ...contractRoute(app, 'GET /v1/admin/support/tickets'),
    handler: async (_request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return { data: await listOpenTickets(context) };
    },
  });

  routes.route({
    ...contractRoute(app, 'POST /v1/admin/support/tickets/:ticketId/messages'),
    handler: async (request, reply) => {
      const message = await postMessage(context, request.params.ticketId, signedInUser(request).id, {
        content: request.body.content,
        embed: request.body.embed ?? null,
      });
      return reply.status(201).send({ data: message });
    },
  });

  routes.route({
    ...contractRoute(app, 'POST /v1/admin/support/tickets/:ticketId/close'),
    handler: async (request) => ({
      data: await closeTicket(context, request.params.ticketId, signedInUser(request).id),
    }),
  });
}
