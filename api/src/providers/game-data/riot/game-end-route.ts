import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config.js';
import type { AppContext } from '../../../context.js';
import { ApiError, apiError } from '../../../errors.js';
import { contractRoute } from '../../../http/contract-route.js';
import { playersOfBracketMatch } from '../../../modules/matches/match-players.js';
import { verifyMatch } from '../../../modules/matches/matches-service.js';

/** The path the publisher posts game ends to; the secret follows it. */
export const GAME_END_PATH = '/v1/riot/game-end';

/** `RIOT_CALLBACK_SECRET`, else one derived from the JWT secret (stable across restarts and instances). */
export function gameEndSecret(config: Pick<AppConfig, 'jwtSecret' | 'riot'>): string {
  return (
    config.riot?.callbackSecret ??
    createHmac('sha256', config.jwtSecret).update('riot-game-end-callback').digest('base64url')
  );
}

/** The callback URL registered with tournament-v5: `{publicUrl}/v1/riot/game-end/{secret}`. */
export function gameEndUrl(config: Pick<AppConfig, 'jwtSecret' | 'riot' | 'publicUrl'>): string {
  return `${config.publicUrl}${GAME_END_PATH}/${gameEndSecret(config)}`;
}

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
      const schedule = await context.db
        .selectFrom('bracket_match_schedules')
        .select(['match_id', 'tournament_id'])
        .where('tournament_code', 'in', [code, code.toUpperCase()])
        .executeTakeFirst();
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
