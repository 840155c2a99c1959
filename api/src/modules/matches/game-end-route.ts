import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { ApiError, apiError } from '../../errors.js';
import { contractRoute } from '../../http/contract-route.js';
import { gameEndSecret } from '../../providers/game-data/riot/game-end-url.js';
import { playersOfBracketMatch } from './match-players.js';
import { bracketMatchOfCode, verifyMatch } from './matches-service.js';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * `POST /v1/riot/game-end/{secret}`: the publisher's game-end callback for a tournament code. The body is not
 * trusted beyond its code: the match of that code is verified as a player's "Get Results" would, by reading the
 * game back from the publisher (`getTournamentCodeGame`), so "Get Results" becomes the fallback. The route's
 * request lines are not logged (the URL carries the secret).
 */
export function registerRiotGameEndRoute(app: FastifyInstance, context: AppContext): void {
  const expected = digest(gameEndSecret(context.config));
  app.withTypeProvider<ZodTypeProvider>().route({
    ...contractRoute(app, 'POST /v1/riot/game-end/:secret'),
    logLevel: 'warn',
    handler: async (request) => {
      if (!timingSafeEqual(digest(request.params.secret), expected)) {
        throw apiError('forbidden', { message: 'Unknown callback' });
      }
      const code = request.body.shortCode.trim();
      const schedule = await bracketMatchOfCode(context.db, code);
      if (!schedule) return { data: { status: 'unknown' as const } };
      const players = await playersOfBracketMatch(context.db, schedule.tournament_id, schedule.match_id);
      const player = players[0];
      if (!player) return { data: { status: 'unknown' as const } };
      try {
        await verifyMatch(context, {
          tournamentId: schedule.tournament_id,
          matchId: schedule.match_id,
          tournamentCode: code,
          userId: player.userId,
        });
        return { data: { status: 'verified' as const } };
      } catch (error) {
        // Not verifiable now (no finished game readable yet, already verified, not started): the publisher must
        // not retry forever, and a player's "Get Results" remains.
        if (error instanceof ApiError && error.statusCode < 500) {
          request.log.warn(
            { matchId: schedule.match_id, reason: error.message },
            'game-end callback not verified',
          );
          return { data: { status: 'pending' as const } };
        }
        throw error;
      }
    },
  });
}
