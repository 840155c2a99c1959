import type { FastifyInstance } from 'fastify';
import { signedInUser } from '../../auth/request-user.js';
import type { AppContext } from '../../context.js';
import { CacheKeys } from '../../http/ttl-cache.js';
import type { PassProgress, PassTiersResponse } from '../../contract/api-types.js';
import { isPassMember, passProgress, passTiers } from './pass-service.js';

export function registerPassRoutes(app: FastifyInstance, context: AppContext): void {
  app.get('/v1/menapass/tiers', async (_request, reply): Promise<{ data: PassTiersResponse }> => {
    reply.header('Cache-Control', 'public, max-age=60');
    return { data: await context.cache.remember(CacheKeys.passTiers, 60_000, () => passTiers(context.db)) };
  });

  app.get(
    '/v1/menapass/status',
    { onRequest: app.requireUser },
    async (request): Promise<{ data: { isRegistered: boolean } }> => ({
      data: { isRegistered: await isPassMember(context.db, signedInUser(request).id) },
    }),
  );

  app.get(
    '/v1/menapass/progress',
    { onRequest: app.requireUser },
    async (request): Promise<{ data: PassProgress }> => ({
      data: await passProgress(context.db, signedInUser(request).id),
    }),
  );
}
