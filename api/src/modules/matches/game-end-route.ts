import { createHash, timingSafeEqual } from 'node:crypto';
import type { RiotGameEndResult } from '@arena/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { ApiError, apiError } from '../../errors.js';
import { contractRoute } from '../../http/contract-route.js';
import { gameEndSecret } from '../../providers/game-data/riot/game-end-url.js';
import { playersOfBracketMatch } from './match-players.js';
import { bracketMatchOfCode, verifyMatch } from './matches-service.js';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** What the game-end callback did with a code (the contract's answer). */
export type GameEndStatus = RiotGameEndResult['status'];

/**
 * Settles the match a tournament code was issued for from the game played with it; null when the code is not one
 * of this kind of match's, so the next kind is asked.
 */
export type GameEndSettler = (
  tournamentCode: string,
  log: FastifyBaseLogger,
) => Promise<GameEndStatus | null>;

/**
 * The bracket match of a code, verified as a player's "Get Results" would, by reading the game back from the
 * publisher (`getTournamentCodeGame`), so "Get Results" becomes the fallback.
 */
export async function settleBracketGameEnd(
  context: AppContext,
  code: string,
  log: FastifyBaseLogger,
): Promise<GameEndStatus | null> {
  const schedule = await bracketMatchOfCode(context.db, code);
  if (!schedule) return null;
  const players = await playersOfBracketMatch(context.db, schedule.tournament_id, schedule.match_id);
  const player = players[0];
  if (!player) return 'unknown';
  try {
    await verifyMatch(context, {
      tournamentId: schedule.tournament_id,
      matchId: schedule.match_id,
      tournamentCode: code,
      userId: player.userId,
    });
    return 'verified';
  } catch (error) {
    // Not verifiable now (no finished game readable yet, already verified, not started): the publisher must
    // not retry forever, and a player's "Get Results" remains.
    if (error instanceof ApiError && error.statusCode < 500) {
      log.warn({ matchId: schedule.match_id, reason: error.message }, 'game-end callback not verified');
      return 'pending';
    }
    throw error;
  }
}

/**
 * `POST /v1/riot/game-end/{secret}`: the publisher's game-end callback for a tournament code. The body is not
 * trusted beyond its code: the bracket match of the code is verified (`settleBracketGameEnd`), else each of
 * `otherSettlers` is asked in turn (the ladder's, passed in by the matchmaking module, a higher layer); a code no
 * match owns is answered `unknown`. The route's request lines are not logged (the URL carries the secret).
 */
export function registerRiotGameEndRoute(
  app: FastifyInstance,
  context: AppContext,
  otherSettlers: readonly GameEndSettler[] = [],
): void {
  const expected = digest(gameEndSecret(context.config));
  const settlers: GameEndSettler[] = [
    (code, log) => settleBracketGameEnd(context, code, log),
    ...otherSettlers,
  ];
  app.withTypeProvider<ZodTypeProvider>().route({
    ...contractRoute(app, 'POST /v1/riot/game-end/:secret'),
    logLevel: 'warn',
    handler: async (request) => {
      if (!timingSafeEqual(digest(request.params.secret), expected)) {
        throw apiError('forbidden', { message: 'Unknown callback' });
      }
      const code = request.body.shortCode.trim();
      for (const settle of settlers) {
        const status = await settle(code, request.log);
        if (status) return { data: { status } };
      }
      return { data: { status: 'unknown' as const } };
    },
  });
}
