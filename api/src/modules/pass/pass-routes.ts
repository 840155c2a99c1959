import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInUser } from '../../auth/request-user.js';
import type { AppContext } from '../../context.js';
import { contractRoute } from '../../http/contract-route.js';
import { sharedAnswer } from '../../http/shared-answer.js';
import { CacheKeys } from '../../http/ttl-cache.js';
import { DEFAULT_PASS_ALLOWED_REGIONS } from '../../config.js';
import { tiersWithMissionProgress } from './missions-service.js';
import { ledgerHistory } from './ledger-history.js';
import { gamesXp, isPassMember, passProgress, passTiers, registerForPass } from './pass-service.js';
import { addVary } from '../../http/vary.js';

export function registerPassRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.route({
    ...contractRoute(app, 'GET /v1/menapass/tiers'),
    handler: async (request, reply) => {
      // Shared by every caller for 60 s: serialized once (http/shared-answer.ts).
      const tiers = await context.cache.remember(CacheKeys.passTiers, 60_000, () =>
        passTiers(context.db).then(sharedAnswer),
      );
      // The same answer for every visitor may be cached; a signed-in player's carries their mission progress.
      addVary(reply, 'Authorization');
      if (!request.user) {
        reply.header('Cache-Control', 'public, max-age=60');
        return { data: tiers };
      }
      reply.header('Cache-Control', 'private, no-store');
      return { data: await tiersWithMissionProgress(context.db, request.user.id, tiers) };
    },
  });

  routes.route({
    ...contractRoute(app, 'GET /v1/menapass/status'),
    handler: async (request) => ({
      data: { isRegistered: await isPassMember(context.db, signedInUser(request).id) },
    }),
  });

  routes.route({
    ...contractRoute(app, 'POST /v1/menapass/register'),
    handler: async (request) => {
      const { alreadyRegistered } = await registerForPass(
        context.db,
        signedInUser(request),
        context.config.passAllowedRegions ?? DEFAULT_PASS_ALLOWED_REGIONS,
        context.clock(),
      );
      return {
        message: alreadyRegistered ? 'Already registered for the pass' : 'Registered for the pass',
        data: { isRegistered: true as const, alreadyRegistered },
      };
    },
  });

  routes.route({
    ...contractRoute(app, 'GET /v1/menapass/progress'),
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return { data: await passProgress(context.db, signedInUser(request).id) };
    },
  });

  routes.route({
    ...contractRoute(app, 'GET /v1/menapass/history'),
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return ledgerHistory(context.db, signedInUser(request).id, request.query.page);
    },
  });

  routes.route({
    ...contractRoute(app, 'GET /v1/menapass/games-xp'),
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return { data: await gamesXp(context.db, signedInUser(request).id) };
    },
  });
}
