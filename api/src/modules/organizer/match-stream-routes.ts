import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInUser } from '../../auth/request-user.js';
import { contractRoute } from '../../http/contract-route.js';
import { setMatchStream } from './match-stream-service.js';
import type { OrganizerContext } from './organizer-service.js';

/** A bracket match's live stream from the organizer's match desk (issue 32; organizers and admins). */
export function registerMatchStreamRoutes(app: FastifyInstance, context: OrganizerContext): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...contractRoute(app, 'PUT /v1/admin/matches/:id/stream'),
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return {
        data: await setMatchStream(context, signedInUser(request).id, request.params.id, request.body),
      };
    },
  });
}
