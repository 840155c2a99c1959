import type { AppContext } from '../../context.js';
import { isPublicTournament } from '../../db/tournament-visibility.js';
import { createPrizePayouts, type Executor, type PrizeStandings } from '../payments/prize-payouts.js';
import { rewardCodeSecret } from '../reward-codes/reward-code-crypto.js';
import { notifyPrizeRewardCodes } from '../reward-codes/reward-codes-service.js';
import { ladderPrizeStandings } from './leaderboard.js';
import { RESULT_WINDOW_MS } from './matchmaking-service.js';

/** How often ended ladders are looked for (they have no closing action). */
export const LADDER_PAYOUT_INTERVAL_MS = 60_000;

/**
 * True while a match of the ladder can still change its standings: a disputed one (until staff decide), or an open
 * one younger than `RESULT_WINDOW_MS` (its players may still report). Those rows are locked, so a report or a
 * decision in flight finishes first and is seen, and one arriving later finds the payouts made (match-lifecycle.ts
 * then refuses it).
 */
async function ladderResultsPending(db: Executor, tournamentId: string, now: Date): Promise<boolean> {
  const unsettled = await db
    .selectFrom('matchmaking_matches')
    .select(['status', 'created_at'])
    .where('tournament_id', '=', tournamentId)
    .where('status', 'in', ['open', 'disputed'])
    .forUpdate()
    .execute();
  return unsettled.some(
    (match) => match.status === 'disputed' || match.created_at.getTime() + RESULT_WINDOW_MS > now.getTime(),
  );
}

/**
 * A ladder's payees, as its final leaderboard ranks them (`ladderPrizeStandings`), once its end time has passed
 * (`now`, the app's clock) and no match of it can still change its standings (`ladderResultsPending`: no dispute
 * left to decide, no open match still in its result window); else null. A bracket tournament is not a ladder: null.
 */
export const ladderPrizeStandingsOnceEnded: PrizeStandings = async (db, tournament, now) => {
  if (tournament.tournament_type !== 'matchmaking') return null;
  if (tournament.ends_at.getTime() > now.getTime()) return null;
  if (await ladderResultsPending(db, tournament.id, now)) return null;
  return ladderPrizeStandings(db, tournament.id);
};

/**
 * Pays one ladder's prizes once it has ended and its results are settled (`createPrizePayouts` with its final
 * leaderboard). Answers the payouts created, or null (not over, results pending, or already paid).
 *
 * @example await payLadderPrizes(trx, ladderId, context.clock());
 */
export function payLadderPrizes(
  db: Executor,
  tournamentId: string,
  now: Date = new Date(),
): Promise<number | null> {
  return createPrizePayouts(db, tournamentId, now, ladderPrizeStandingsOnceEnded);
}

/**
 * Ladders have no closing action: they close when their end time passes. This pays every ended ladder not paid
 * yet (or only `tournamentId`), each in its own transaction, once nothing can change its standings any more
 * (`payLadderPrizes`); a ladder still waiting is tried again on the next call. The matchmaking module runs it when
 * the API starts and then every minute (`checkLadderPayouts`), and a staff decision on an ended ladder runs it at once for that ladder.
 */
export async function payEndedLadders(
  db: Executor,
  now: Date,
  options: { tournamentId?: string } = {},
): Promise<string[]> {
  let query = db
    .selectFrom('tournaments')
    .select('id')
    .where('tournament_type', '=', 'matchmaking')
    .where('ends_at', '<=', now)
    .where(isPublicTournament);
  if (options.tournamentId) query = query.where('id', '=', options.tournamentId);
  const ended = await query
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('prize_payout_runs')
            .select('prize_payout_runs.tournament_id')
            .whereRef('prize_payout_runs.tournament_id', '=', 'tournaments.id'),
        ),
      ),
    )
    .orderBy('ends_at')
    .execute();
  const paid: string[] = [];
  for (const { id } of ended) {
    const created = await (db.isTransaction
      ? payLadderPrizes(db, id, now)
      : db.transaction().execute((trx) => payLadderPrizes(trx, id, now)));
    if (created !== null) paid.push(id);
  }
  return paid;
}

export type LadderPayoutContext = Pick<AppContext, 'db' | 'clock' | 'realtime' | 'config'>;

/**
 * The ladder payout check: pays the ended ladders that nothing holds any more (`payEndedLadders`, by the app's
 * clock; only `tournamentId` when given), then issues the prize reward codes granted since the last check (a ladder
 * just paid, a bracket's final result) to their holders and tells them. The matchmaking module runs it when the API is
 * ready and every minute; a staff decision on a ladder's match runs it for that ladder at once. Answers the ladders
 * paid.
 *
 * @example await checkLadderPayouts(context, { tournamentId }); // after a dispute of an ended ladder is decided
 */
export async function checkLadderPayouts(
  context: LadderPayoutContext,
  options: { tournamentId?: string } = {},
): Promise<string[]> {
  try {
    return await payEndedLadders(context.db, context.clock(), options);
  } finally {
    // Even when a payout failed: the codes already granted (a bracket's final result) are not held back by it.
    await notifyPrizeRewardCodes(context, rewardCodeSecret(context.config));
  }
}
