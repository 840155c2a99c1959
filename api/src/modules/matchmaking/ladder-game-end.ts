import { ApiError } from '../../errors.js';
import type { GameEndStatus } from '../matches/game-end-route.js';
import { gameMismatch } from './game-result-rules.js';
import { closeMatch, refuseOncePrizesPaid } from './match-lifecycle.js';
import {
  findMatch,
  flush,
  type MatchmakingContext,
  matchPlayers,
  type MatchRow,
  type Outbox,
  sideMembers,
} from './matchmaking-service.js';

/** The statuses a game can still settle: no result yet, or reports that disagree. */
const UNSETTLED: readonly MatchRow['status'][] = ['open', 'disputed'];

/**
 * The publisher's game-end callback for a ladder match's code (issue 33); null when no ladder match has the code.
 * The body of the callback is not trusted: the game is read back from the provider (outside any transaction), and it
 * settles the match only when the match's accounts (two, or four in a duo match) played it, one of them won and it was played in the
 * match's window (`gameMismatch`); otherwise it is ignored, logged and answered `unknown`, as a code no match owns.
 * The settlement is the one agreeing reports make (`closeMatch`: points, stats, seats, MATCH_RESULT, the
 * notification), under the match's row lock, which the players' reports take too: whatever order the callback, a
 * repeated callback and the reports come in, the first to settle the match does, and the others find it settled.
 * A match already settled is answered `pending`, as a bracket match with a result is. Logged on the app's log.
 */
export async function settleLadderGameEnd(
  context: MatchmakingContext,
  tournamentCode: string,
): Promise<GameEndStatus | null> {
  const { log } = context;
  const match = await context.db
    .selectFrom('matchmaking_matches')
    .selectAll()
    .where('tournament_code', 'in', [tournamentCode, tournamentCode.toUpperCase()])
    .executeTakeFirst();
  if (!match) return null;
  const where = { matchId: match.id, tournamentId: match.tournament_id };
  if (!UNSETTLED.includes(match.status)) {
    log.info({ ...where, status: match.status }, 'game-end callback: the ladder match is settled already');
    return 'pending';
  }

  const users = await context.db
    .selectFrom('users')
    .select(['id', 'puuid'])
    .where('id', 'in', matchPlayers(match))
    .execute();
  const accountOf = (userId: string) => users.find((user) => user.id === userId)?.puuid ?? userId;
  // A duo match (issue 33) is two sides of two accounts.
  const side1 = sideMembers(match, 1).map(accountOf);
  const side2 = sideMembers(match, 2).map(accountOf);
  const accounts = [...side1, ...side2];
  const game = await context.gameData.getTournamentCodeGame(match.tournament_code, { side1, side2 });
  if (!game) {
    log.warn(where, 'game-end callback: no finished game of the ladder match is readable yet');
    return 'pending';
  }
  const mismatch = gameMismatch({ createdAt: match.created_at, accounts }, game);
  if (mismatch) {
    log.warn(
      { ...where, gameId: game.matchId, mismatch, startedAt: game.startedAt, finishedAt: game.finishedAt },
      mismatch === 'players'
        ? 'game-end callback ignored: the game was not played by the ladder match’s two players'
        : 'game-end callback ignored: the game was played outside the ladder match’s window',
    );
    return 'unknown';
  }

  const winnerId = game.winningSide === 1 ? match.player1_id : match.player2_id;
  const outbox: Outbox = [];
  try {
    const settled = await context.db.transaction().execute(async (trx) => {
      const current = await findMatch(trx, match.id, true);
      if (!UNSETTLED.includes(current.status)) return false;
      await refuseOncePrizesPaid(trx, current.tournament_id);
      await trx
        .updateTable('matchmaking_matches')
        .set({ game_id: game.matchId, game_settled_at: context.clock() })
        .where('id', '=', current.id)
        .execute();
      await closeMatch(context, trx, outbox, current, winnerId, 'verified');
      return true;
    });
    if (!settled) {
      log.info(where, 'game-end callback: the ladder match was settled meanwhile');
      return 'pending';
    }
  } catch (error) {
    if (error instanceof ApiError && error.statusCode < 500) {
      log.warn({ ...where, reason: error.message }, 'game-end callback: the ladder match cannot be settled');
      return 'pending';
    }
    throw error;
  }
  flush(outbox);
  log.info({ ...where, gameId: game.matchId, winnerId }, 'ladder match settled from its game');
  return 'verified';
}
