import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInUser } from '../../auth/request-user.js';
import type { AppContext } from '../../context.js';
import { apiError } from '../../errors.js';
import { contractRoute } from '../../http/contract-route.js';
import { findLadder } from '../matchmaking/matchmaking-service.js';

/**
 * A clock that can be moved by an offset (e2e and the load test only: `ARENA_TEST_CLOCK=1`). Moved with `holdJobs`,
 * it also holds the background passes until it is moved again.
 */
export interface TestClock {
  now: () => Date;
  offsetMs: () => number;
  jobsHeld: () => boolean;
  setOffset: (offsetMs: number, holdJobs?: boolean) => void;
}

export function createTestClock(base: () => Date): TestClock {
  let offset = 0;
  let holding = false;
  return {
    now: () => new Date(base().getTime() + offset),
    offsetMs: () => offset,
    jobsHeld: () => holding,
    setOffset: (value, holdJobs = false) => {
      offset = value;
      holding = holdJobs;
    },
  };
}

const disabled = (what: string) =>
  apiError('forbidden', { message: `${what} is only available on a test server (ARENA_TEST_CLOCK=1)` });

/**
 * Development helpers, each enabled only where it is safe:
 * - `POST /v1/dev/clock {offsetMs, holdJobs?}` moves the API's "now" (ARENA_TEST_CLOCK=1 only; refused otherwise),
 *   with `holdJobs` also holding the background passes until the next move;
 * - `POST /v1/dev/lobby/{tournamentCode}/join` records that the caller joined a lobby (only while the simulated
 *   game-data provider is in use: it stands in for the publisher's lobby events; only for the match's two
 *   players, so nobody else can record a join that blocks their forfeit or read who joined);
 * - `POST /v1/dev/matchmaking/{tournamentId}/points {points}` sets the caller's ladder points (ARENA_TEST_CLOCK=1
 *   only; the load test spreads its players' points with it).
 */
export function registerDevRoutes(
  app: FastifyInstance,
  context: AppContext,
  testClock: TestClock | null,
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.route({
    ...contractRoute(app, 'POST /v1/dev/clock'),
    handler: async (request) => {
      if (!testClock) throw disabled('Moving the clock');
      testClock.setOffset(request.body.offsetMs, request.body.holdJobs);
      return {
        data: {
          offsetMs: testClock.offsetMs(),
          now: testClock.now().toISOString(),
          jobsHeld: testClock.jobsHeld(),
        },
      };
    },
  });

  routes.route({
    ...contractRoute(app, 'POST /v1/dev/lobby/:tournamentCode/join'),
    handler: async (request) => {
      const provider = context.gameData;
      if (provider.name !== 'simulated' || !provider.recordLobbyJoin) {
        throw apiError('forbidden', {
          message: 'Lobby joins are only simulated with the simulated provider',
        });
      }
      const { tournamentCode } = request.params;
      const match = await context.db
        .selectFrom('matchmaking_matches')
        .select(['player1_id', 'player2_id'])
        .where('tournament_code', '=', tournamentCode)
        .executeTakeFirst();
      if (!match) throw apiError('notFound', { message: 'No match uses this tournament code' });
      const user = signedInUser(request);
      if (user.id !== match.player1_id && user.id !== match.player2_id) {
        throw apiError('forbidden', { message: 'Only the two players of this match can join its lobby' });
      }
      await provider.recordLobbyJoin(tournamentCode, user.id);
      return { data: await provider.getLobbyEvidence(tournamentCode) };
    },
  });

  routes.route({
    ...contractRoute(app, 'POST /v1/dev/matchmaking/:id/points'),
    handler: async (request) => {
      if (!testClock) throw disabled('Setting points');
      const ladder = await findLadder(context.db, request.params.id);
      const user = signedInUser(request);
      const updated = await context.db
        .updateTable('matchmaking_players')
        .set({ points: request.body.points })
        .where('tournament_id', '=', ladder.id)
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) {
        throw apiError('forbidden', { message: 'You are not registered for this tournament' });
      }
      return { data: { points: request.body.points } };
    },
  });
}
