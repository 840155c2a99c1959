import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInUser } from '../../auth/request-user.js';
import type { AppContext } from '../../context.js';
import { apiError } from '../../errors.js';
import { contractRoute } from '../../http/contract-route.js';
import type { TestClock } from '../../test-clock.js';
import { findLadder } from '../matchmaking/matchmaking-service.js';
import { ladderMatchPlayersByCode, setLadderPoints } from './dev-service.js';

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
      const match = await ladderMatchPlayersByCode(context.db, tournamentCode);
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
      if (!(await setLadderPoints(context.db, ladder.id, user.id, request.body.points))) {
        throw apiError('forbidden', { message: 'You are not registered for this tournament' });
      }
      return { data: { points: request.body.points } };
    },
  });
}
