import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { contractRoute } from '../../http/contract-route.js';
import { TtlCache } from '../../http/ttl-cache.js';
import type { LoyaltyBoard } from './loyalty-board.js';
import { readLeaderboardPage, readOwnEntry } from './loyalty-standings.js';
import { addVary } from '../../http/vary.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The instance's in-process leaderboard (`loyalty-board.ts`), started and stopped with the app (`loyalty-module.ts`). */
    loyaltyBoard: LoyaltyBoard;
  }
}

/**
 * How stale a public page may be (the call's summary says up to 10 s, as its `Cache-Control` does). Pages,
 * searches, ranks and `me` come from the in-process board, current within the time a notification takes to arrive
 * (the same tick on PGlite, a few ms on Postgres; `loyalty-board.ts`). Only while the board loads (start, reset) is
 * a page read from the indexes, kept up to this time per instance.
 */
export const LEADERBOARD_PAGE_MAX_AGE_MS = 10_000;

/** Pages and searches kept per instance (a page of 100 rows is about 20 KB). */
const CACHED_PAGES = 2_000;

export function registerLoyaltyRoutes(app: FastifyInstance, context: AppContext, board: LoyaltyBoard): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Its own cache: searches are many and must not push other modules' hot reads out of the shared one.
  const pages = new TtlCache(CACHED_PAGES);
  app.decorate('loyaltyBoard', board);

  routes.route({
    ...contractRoute(app, 'GET /v1/menapass/loyalty-leaderboard'),
    handler: async (request, reply) => {
      const { page, limit } = request.query;
      const search = request.query.search ?? '';
      // Searched rows keep their global rank: the search filters the ranking, it does not re-rank it.
      const [answer, me] = board.ready
        ? [
            board.page(context.assetUrl, { page, limit, search }),
            request.user ? board.own(context.assetUrl, request.user.id) : null,
          ]
        : await Promise.all([
            pages.remember(`${page}:${limit}:${search.toLowerCase()}`, LEADERBOARD_PAGE_MAX_AGE_MS, () =>
              readLeaderboardPage(context.db, context.assetUrl, { page, limit, search }),
            ),
            request.user ? readOwnEntry(context.db, context.assetUrl, request.user.id) : null,
          ]);
      // The same URL answers visitors and players differently: a page cached for a visitor must not be reused
      // right after sign-in, when the answer carries Your Position.
      addVary(reply, 'Authorization');
      reply.header('Cache-Control', request.user ? 'private, no-store' : 'public, max-age=10');
      return {
        data: answer.data,
        pagination: { page, limit, total: answer.total, pages: Math.ceil(answer.total / limit) },
        me,
      };
    },
  });
}
