import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInUser } from '../../auth/request-user.js';
import type { AppContext } from '../../context.js';
import { contractRoute } from '../../http/contract-route.js';
import { CacheKeys } from '../../http/ttl-cache.js';
import { listStaffRegistrations, listStaffTournaments } from './staff-tournaments-service.js';
import { listTournamentTeams } from './tournament-teams-service.js';
import {
  findTournament,
  listRegisteredTournaments,
  listTournaments,
  toTournamentDto,
} from './tournaments-service.js';

/** Lists are read far more often than tournaments change; registrations show up within this delay. */
const LIST_CACHE_TTL_MS = 2000;

export function registerTournamentRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.route({
    ...contractRoute(app, 'GET /v1/tournaments'),
    handler: async (request) => {
      const { limit, sort, region, status, tournament_type: tournamentType } = request.query;
      const query = { limit, sort, region, status, tournamentType };
      const rows = await context.cache.remember(
        `${CacheKeys.tournaments}${JSON.stringify(query)}`,
        LIST_CACHE_TTL_MS,
        () => listTournaments(context.db, query, context.clock()),
      );
      // Status is derived now, at request time; a cached row whose status has since moved out of the filter is
      // dropped rather than shown under the wrong tab.
      const now = context.clock();
      const data = rows.map((row) => toTournamentDto(row, now, context.assetUrl));
      return { data: status ? data.filter((tournament) => status.includes(tournament.status)) : data };
    },
  });

  // The player comes from the token alone; no id the client sends is read.
  routes.route({
    ...contractRoute(app, 'GET /v1/tournaments/me/registered'),
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return { data: await listRegisteredTournaments(context.db, signedInUser(request).id) };
    },
  });

  routes.route({
    ...contractRoute(app, 'GET /v1/tournaments/:id'),
    handler: async (request) => {
      const row = await findTournament(context.db, request.params.id);
      return { data: toTournamentDto(row, context.clock(), context.assetUrl) };
    },
  });

  routes.route({
    ...contractRoute(app, 'GET /v1/admin/tournaments'),
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return {
        data: await listStaffTournaments(context.db, context.clock(), { search: request.query.search }),
      };
    },
  });

  routes.route({
    ...contractRoute(app, 'GET /v1/admin/tournaments/:id/registrations'),
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return { data: await listStaffRegistrations(context.db, request.params.id, request.query.status) };
    },
  });

  // Public: visitors see who is registered too. Not cached, so a registration shows on the next read.
  routes.route({
    ...contractRoute(app, 'GET /v1/tournaments/:id/teams'),
    handler: async (request) => ({
      data: await listTournamentTeams(context, request.params.id, context.assetUrl),
    }),
  });
}
