import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isPlatformAdmin } from '../../auth/roles.js';
import { signedInUser } from '../../auth/request-user.js';
import type { AppContext } from '../../context.js';
import type { AdminSupportTicket, SupportMessage, SupportTicket } from '../../contract/api-types.js';
import type { SupportEmbedValue } from '../../db/schema.js';
import { apiError } from '../../errors.js';
import {
  closeTicket,
  createTicket,
  DESCRIPTION_MAX,
  findOpenTicket,
  listOpenTickets,
  MESSAGE_MAX,
  postMessage,
  SUBJECT_MAX,
} from './support-service.js';

export const createTicketBody = z.object({
  subject: z
    .string()
    .trim()
    .min(1, 'Subject is required')
    .max(SUBJECT_MAX, `Subject must be at most ${SUBJECT_MAX} characters`),
  description: z
    .string()
    .trim()
    .min(1, 'Description is required')
    .max(DESCRIPTION_MAX, `Description must be at most ${DESCRIPTION_MAX} characters`),
  tournament_id: z.string().trim().min(1, 'Tournament is required').max(100),
});

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

/** `#rrggbb` or the integer form chat communities use (0xRRGGBB); stored as `#rrggbb`. */
const embedColor = z
  .union([
    z.string().regex(/^#?[0-9a-fA-F]{6}$/, 'Color must be #rrggbb'),
    z.number().int().min(0).max(0xffffff),
  ])
  .nullish()
  .transform((value) => {
    if (value === null || value === undefined) return null;
    const hex = typeof value === 'number' ? value.toString(16).padStart(6, '0') : value.replace('#', '');
    return `#${hex.toLowerCase()}`;
  });

export const embedBody = z
  .object({
    title: optionalText(256),
    description: optionalText(4096),
    color: embedColor,
    fields: z
      .array(z.object({ name: z.string().trim().min(1).max(256), value: z.string().trim().min(1).max(1024) }))
      .max(25)
      .default([]),
    footer: optionalText(2048),
  })
  .refine(
    (embed) => embed.title !== null || embed.description !== null || embed.fields.length > 0,
    'An embed needs a title, a description or fields',
  ) satisfies z.ZodType<SupportEmbedValue>;

export const staffMessageBody = z
  .object({
    content: z
      .string()
      .trim()
      .max(MESSAGE_MAX, `Message must be at most ${MESSAGE_MAX} characters`)
      .default(''),
    embed: embedBody.optional(),
  })
  .refine((body) => body.content.length > 0 || body.embed !== undefined, {
    message: 'Message is required',
    path: ['content'],
  });

const tournamentParams = z.object({ tournamentId: z.string().min(1).max(100) });
const ticketParams = z.object({ ticketId: z.string().min(1).max(100) });

export function registerSupportRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { onRequest: app.requireUser };
  const staffOnly = {
    onRequest: [
      app.requireUser,
      async (request: FastifyRequest) => {
        if (!isPlatformAdmin(signedInUser(request))) {
          throw apiError('forbidden', { message: 'Only platform admins can answer support tickets' });
        }
      },
    ],
  };

  routes.post(
    '/v1/discord/create-ticket',
    { ...signedIn, schema: { body: createTicketBody } },
    async (request, reply): Promise<{ data: Pick<SupportTicket, 'ticketId' | 'channelId'> }> => {
      const { subject, description, tournament_id: tournamentId } = request.body;
      const ticket = await createTicket(context, signedInUser(request).id, {
        subject,
        description,
        tournamentId,
      });
      reply.status(201);
      return { data: { ticketId: ticket.ticketId, channelId: ticket.channelId } };
    },
  );

  // The player comes from the token alone: another player's ticket is never found.
  routes.get(
    '/v1/discord/tickets/:tournamentId',
    { ...signedIn, schema: { params: tournamentParams } },
    async (request, reply): Promise<{ data: SupportTicket }> => {
      reply.header('Cache-Control', 'private, no-store');
      const ticket = await findOpenTicket(context.db, signedInUser(request).id, request.params.tournamentId);
      if (!ticket) throw apiError('notFound', { message: 'No open support ticket for this tournament' });
      return { data: ticket };
    },
  );

  routes.get(
    '/v1/admin/support/tickets',
    staffOnly,
    async (_request, reply): Promise<{ data: AdminSupportTicket[] }> => {
      reply.header('Cache-Control', 'private, no-store');
      return { data: await listOpenTickets(context) };
    },
  );

  routes.post(
    '/v1/admin/support/tickets/:ticketId/messages',
    { ...staffOnly, schema: { params: ticketParams, body: staffMessageBody } },
    async (request, reply): Promise<{ data: SupportMessage }> => {
      const message = await postMessage(context, request.params.ticketId, signedInUser(request).id, {
        content: request.body.content,
        embed: request.body.embed ?? null,
      });
      reply.status(201);
      return { data: message };
    },
  );

  routes.post(
    '/v1/admin/support/tickets/:ticketId/close',
    { ...staffOnly, schema: { params: ticketParams } },
    async (request): Promise<{ data: AdminSupportTicket }> => ({
      data: await closeTicket(context, request.params.ticketId),
    }),
  );
}
