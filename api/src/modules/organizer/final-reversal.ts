import type { Db } from '../../db/database.js';
import type { TournamentRow } from '../../db/schema.js';
import { withdrawPrizes } from '../payments/prize-withdrawal.js';

/**
 * Reversing the automatic forfeit of a final (issue 33): the final's result paid the tournament's prizes at once, so
 * reopening it takes those prizes back (`withdrawPrizes`: the payouts and prize reward codes the decision awarded,
 * refused with 409 `prizePaidOut` when one has been paid out) and puts the tournament back to running: an end that
 * comes before the replayed match could be played moves to after it. In the match action's transaction, with the
 * tournament's row locked, before the match is reset.
 */

/** How long after a replayed match's time the tournament may still end: the match's play and its result. */
export const REPLAY_WINDOW_MS = 2 * 60 * 60_000;

/** What reopening took back and moved, for the audit row and the players to tell. */
export interface ReopenedPrizes {
  /** The audit row's additions: the prizes taken back and the end moved (absent when nothing was). */
  audit: Record<string, unknown>;
  /** Holders of a prize taken back: each is told. */
  holders: string[];
}

/**
 * Takes back the prizes a decided final awarded and moves the tournament's end after `replayAt` when it comes
 * before the replay could finish. Nothing changes for a match whose tournament paid no prizes yet (an earlier
 * round, or a final while a third-place match is still to be played), except the end.
 *
 * @example const reopened = await reopenPrizes(trx, row, replayAt, now);
 */
export async function reopenPrizes(
  trx: Db,
  row: TournamentRow,
  replayAt: Date,
  now: Date,
): Promise<ReopenedPrizes> {
  const prizes = await withdrawPrizes(trx, row.id);
  const audit: Record<string, unknown> = {};
  if (prizes.withdrawn) {
    audit.prizes_withdrawn = { payouts: prizes.payouts, reward_codes: prizes.rewardCodes };
  }
  const latestEnd = new Date(replayAt.getTime() + REPLAY_WINDOW_MS);
  if (row.ends_at < latestEnd) {
    await trx
      .updateTable('tournaments')
      .set({ ends_at: latestEnd, updated_at: now })
      .where('id', '=', row.id)
      .execute();
    audit.ends_at = { before: row.ends_at.toISOString(), after: latestEnd.toISOString() };
  }
  return { audit, holders: prizes.holders };
}
