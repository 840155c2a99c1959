import type { RiotGameEndBody, RiotGameEndResult } from '@arena/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInUser } from '../../auth/request-user.js';
import type { AppContext } from '../../context.js';
import { apiError } from '../../errors.js';
import { contractRoute } from '../../http/contract-route.js';
import { GAME_END_PATH, gameEndSecret } from '../../providers/game-data/riot/game-end-url.js';
import type { TestClock } from '../../test-clock.js';
import { findLadder } from '../matchmaking/matchmaking-service.js';
import { matchPlayersByCode, setLadderPoints } from './dev-service.js';

const disabled = (what: string) =>
  apiError('forbidden', { message: `${what} is only available on a test server (ARENA_TEST_CLOCK=1)` });

/**
 * Development helpers, each enabled only where it is safe:
 * - `POST /v1/dev/clock {offsetMs, holdJobs?}` moves the API's "now" (ARENA_TEST_CLOCK=1 only; refused otherwise),
 *   with `holdJobs` also holding the background passes until the next move;
 * - `POST /v1/dev/lobby/{tournamentCode}/join` records that the caller joined a lobby (only while the simulated
 *   game-data provider is in use: it stands in for the publisher's lobby events; only for the players of the
 *   ladder or bracket match of the code, so nobody else can record a join that blocks their forfeit or read who
 *   joined);
 * - `POST /v1/dev/lobby/{tournamentCode}/game-end` ends the simulated game of a lobby both players joined and posts
 *   the publisher's game-end callback for its code, as the publisher would (simulated provider only; the match's
 *   players only): the ladder match is settled from its game, without reports (issue 33);
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

  /** The simulated provider and the ladder match of a code the caller plays in, or the refusal. */
  const simulatedLobby = async (tournamentCode: string, userId: string, what: string) => {
    const provider = context.gameData;
    if (provider.name !== 'simulated' || !provider.recordLobbyJoin) {
      throw apiError('forbidden', { message: `${what} are only simulated with the simulated provider` });
    }
    const players = await matchPlayersByCode(context.db, tournamentCode);
    if (!players) throw apiError('notFound', { message: 'No match uses this tournament code' });
    if (!players.includes(userId)) {
      throw apiError('forbidden', { message: 'Only the players of this match can use its lobby' });
    }
    return { provider, recordLobbyJoin: provider.recordLobbyJoin.bind(provider) };
  };

  routes.route({
    ...contractRoute(app, 'POST /v1/dev/lobby/:tournamentCode/join'),
    handler: async (request) => {
      const { tournamentCode } = request.params;
      const user = signedInUser(request);
      const { provider, recordLobbyJoin } = await simulatedLobby(tournamentCode, user.id, 'Lobby joins');
      await recordLobbyJoin(tournamentCode, user.id);
      return { data: await provider.getLobbyEvidence(tournamentCode) };
    },
  });

  routes.route({
    ...contractRoute(app, 'POST /v1/dev/lobby/:tournamentCode/game-end'),
    handler: async (request) => {
      const { tournamentCode } = request.params;
      const user = signedInUser(request);
      const { provider } = await simulatedLobby(tournamentCode, user.id, 'Game ends');
      if (!(await provider.getLobbyEvidence(tournamentCode)).gameStarted) {
        throw apiError('conflict', {
          message: 'The game has not started: both players join the lobby first',
        });
      }
      // The publisher's own call, through the callback route and its secret: nothing settles any other way.
      const body: RiotGameEndBody = { shortCode: tournamentCode, startTime: context.clock().getTime() };
      const callback = await app.inject({
        method: 'POST',
        url: `${GAME_END_PATH}/${gameEndSecret(context.config)}`,
        payload: body,
      });
      if (callback.statusCode !== 200) {
        request.log.error({ status: callback.statusCode }, 'dev: the simulated game-end callback failed');
        throw apiError('internal', { message: 'The game-end callback failed' });
      }
      return { data: (callback.json() as { data: RiotGameEndResult }).data };
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
