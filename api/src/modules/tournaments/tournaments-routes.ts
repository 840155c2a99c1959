import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { CacheKeys } from '../../http/ttl-cache.js';
import { signedInUser } from '../../auth/request-user.js';
import type {
  RegisteredTournament,
  Tournament,
  TournamentStatus,
  TournamentTeams,
} from '../../contract/api-types.js';
import { listTournamentTeams } from './tournament-teams-service.js';
import { TOURNAMENT_STATUSES } from './tournament-status.js';
import {
  findTournament,
  listRegisteredTournaments,
  listTournaments,
  TOURNAMENT_SORTS,
  toTournamentDto,
} from './tournaments-service.js';

const splitList = (value: string) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

const statusList = z
  .string()
  .refine(
    (value) =>
      splitList(value).length > 0 &&
      splitList(value).every((part) => TOURNAMENT_STATUSES.includes(part as TournamentStatus)),
    `Expected one or more of ${TOURNAMENT_STATUSES.join(', ')}, comma-separated`,
  )
  .transform((value) => splitList(value) as TournamentStatus[]);

export const tournamentListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(100),
  sort: z.enum(TOURNAMENT_SORTS).default('-created_at'),
  region: z.enum(['me', 'eu']).optional(),
  /** One status or several, comma-separated (`upcoming,check-in` is the Upcoming tab). */
  status: statusList.optional(),
  tournament_type: z.enum(['bracket', 'matchmaking']).optional(),
});

/** Lists are read far more often than tournaments change; registrations show up within this delay. */
const LIST_CACHE_TTL_MS = 2000;

const tournamentParams = z.object({ id: z.string().min(1).max(100) });

export function registerTournamentRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/v1/tournaments',
    { schema: { querystring: tournamentListQuery } },
    async (request): Promise<{ data: Tournament[] }> => {
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
  );

  // The player comes from the token alone; no id the client sends is read.
  routes.get(
    '/v1/tournaments/me/registered',
    { onRequest: app.requireUser },
    async (request, reply): Promise<{ data: RegisteredTournament[] }> => {
      reply.header('Cache-Control', 'private, no-store');
      return { data: await listRegisteredTournaments(context.db, signedInUser(request).id) };
    },
  );

  routes.get(
    '/v1/tournaments/:id',
    { schema: { params: tournamentParams } },
    async (request): Promise<{ data: Tournament }> => {
      const row = await findTournament(context.db, request.params.id);
      return { data: toTournamentDto(row, context.clock(), context.assetUrl) };
    },
  );

  // Public: visitors see who is registered too. Not cached, so a registration shows on the next read.
  routes.get(
    '/v1/tournaments/:id/teams',
    { schema: { params: tournamentParams } },
    async (request): Promise<{ data: TournamentTeams }> => ({
      data: await listTournamentTeams(context.db, request.params.id, context.assetUrl),
    }),
  );
}
