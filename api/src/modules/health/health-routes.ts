import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../../context.js';
import { apiError } from '../../errors.js';

export function registerHealthRoutes(app: FastifyInstance, context: AppContext): void {
  /** Liveness and database reachability, for load balancers and the start script. */
  app.get('/health', { config: { rateLimit: false } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    try {
      await sql`select 1`.execute(context.db);
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      throw apiError('internal', { message: 'Database unreachable', statusCode: 503 });
    }
    return { status: 'ok' as const };
  });
}
