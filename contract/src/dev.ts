import { z } from 'zod';
import { defineEndpoints } from './endpoint.js';
import { dataOf, id, isoDate, text } from './primitives.js';
import { riotGameEndResult } from './riot.js';

const YEAR_MS = 366 * 86_400_000;

/** The API's moved clock (POST /v1/dev/clock): the offset in force, the "now" it gives, and whether it holds jobs. */
export const devClock = z.object({ offsetMs: z.number(), now: isoDate(), jobsHeld: z.boolean() });
export type DevClock = z.infer<typeof devClock>;

/** What the simulated provider saw in a lobby: the user ids that joined and whether the game started. */
export const lobbyEvidence = z.object({ joined: z.array(z.string()), gameStarted: z.boolean() });
export type LobbyEvidence = z.infer<typeof lobbyEvidence>;

/**
 * The body of POST /v1/dev/clock: how far to move "now", at most a year either way; `holdJobs` also holds the
 * background passes (brackets, check-in reminders, ladder payouts, matchmaking turns) until the clock is moved again,
 * so a jump of days for one call does not settle other tournaments on the way.
 */
export const devClockBody = z.object({
  offsetMs: z.number().int().min(-YEAR_MS).max(YEAR_MS),
  holdJobs: z.boolean().optional(),
});
/** The body of POST /v1/dev/matchmaking/{id}/points. */
export const devPointsBody = z.object({ points: z.number().int().min(0).max(100_000) });

/**
 * Development helpers (e2e and the load test), each refused (403) where it is not safe: the clock and the points
 * need `ARENA_TEST_CLOCK=1`, lobby joins and game ends the simulated game-data provider.
 */
export const devEndpoints = defineEndpoints({
  'POST /v1/dev/clock': {
    summary: 'Move the API\'s "now" by an offset (test servers only: ARENA_TEST_CLOCK=1)',
    tag: 'dev',
    auth: 'public',
    body: devClockBody,
    refuses: { 403: 'Not a test server (ARENA_TEST_CLOCK=1)' },
    response: { 200: dataOf(devClock) },
  },
  'POST /v1/dev/lobby/:tournamentCode/join': {
    summary: "Record that the caller joined a match's lobby (simulated game-data provider only)",
    tag: 'dev',
    auth: 'user',
    params: z.object({ tournamentCode: text().min(1).max(40) }),
    refuses: {
      403: 'Not the simulated provider, or not a player of the match',
      404: 'No match uses this tournament code',
    },
    response: { 200: dataOf(lobbyEvidence) },
  },
  'POST /v1/dev/lobby/:tournamentCode/game-end': {
    summary:
      "End the simulated game of a ladder match's lobby (both players joined) and post the publisher's game-end callback for its code (simulated game-data provider only)",
    tag: 'dev',
    auth: 'user',
    params: z.object({ tournamentCode: text().min(1).max(40) }),
    refuses: {
      403: 'Not the simulated provider, or not a player of the match',
      404: 'No match uses this tournament code',
      409: 'The game has not started: both players join the lobby first',
    },
    response: { 200: dataOf(riotGameEndResult) },
  },
  'POST /v1/dev/matchmaking/:id/points': {
    summary: "Set the caller's points on a ladder (test servers only: ARENA_TEST_CLOCK=1)",
    tag: 'dev',
    auth: 'user',
    params: z.object({ id: id() }),
    body: devPointsBody,
    refuses: { 403: 'Not a test server, or you are not registered', 404: 'No such ladder (10001)' },
    response: { 200: dataOf(z.object({ points: z.number() })) },
  },
});
