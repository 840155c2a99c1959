import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import type { AppContext } from '../../context.js';
import { apiError } from '../../errors.js';
import { contractRoute } from '../../http/contract-route.js';

export function registerHealthRoutes(app: FastifyInstance, context: AppContext): void {
  /** Liveness and database reachability, for load balancers and the start script. */
  app.withTypeProvider<ZodTypeProvider>().route({
    ...contractRoute(app, 'GET /health'),
    config: { rateLimit: false },
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      try {
        await sql`select 1`.execute(context.db);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        throw apiError('internal', { message: 'Database unreachable', statusCode: 503 });
      }
      return { status: 'ok' as const };
    },
  });
}
