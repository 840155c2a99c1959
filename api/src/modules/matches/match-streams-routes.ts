import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { contractRoute } from '../../http/contract-route.js';
import { listBracketMatchStreams } from './match-stream.js';

/** The live streams of a tournament's bracket matches, for anyone (issue 32). */
export function registerMatchStreamsRoutes(app: FastifyInstance, context: Pick<AppContext, 'db'>): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...contractRoute(app, 'GET /v1/tournaments/:id/match-streams'),
    handler: async (request, reply) => {
      // An organizer's change shows at the next read (the bracket page reads it when it opens).
      reply.header('Cache-Control', 'no-cache');
      return { data: await listBracketMatchStreams(context.db, request.params.id) };
    },
  });
}
