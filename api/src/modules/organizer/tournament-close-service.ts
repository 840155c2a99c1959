import { RefusalReason, type ClosedTournament } from '@arena/contract';
import type { Db } from '../../db/database.js';
import { recordStaffAction } from '../../db/staff-audit.js';
import { refusal } from '../../errors.js';
import { payBracketPrizes } from '../brackets/bracket-prizes.js';
import { MatchStatus } from '../brackets/brackets-service.js';
import { payLadderPrizes } from '../matchmaking/ladder-prizes.js';
import { rewardCodeSecret } from '../reward-codes/reward-code-crypto.js';
import { notifyPrizeRewardCodes } from '../reward-codes/reward-codes-service.js';
import {
  bracketStarted,
  lockedTournament,
  type OrganizerContext,
  prizesPaid,
  recordOf,
} from './organizer-service.js';
import { assertRunning, assertRunningBracket, tournamentCompletedRefusal } from './run-guards.js';

/*
 * Closing a tournament (issue 30): a bracket tournament whose bracket is finished is completed (it ends now, its
 * prizes paid by the prize code of today, `payBracketPrizes`); a ladder is ended early (its queue closes now, and its
 * prizes are paid by `payLadderPrizes` once no match can change its standings — refused while a dispute is open).
 * Each locks the tournament's row and writes its audit row in the same transaction; the prize reward codes reach
 * their holders after the commit.
 */

const RECORD_TYPE = 'tournaments';

/** The bracket's matches still to be played: no result, and not a bye. */
async function matchesToPlay(trx: Db, tournamentId: string): Promise<number> {
  const open = await trx
    .selectFrom('bracket_matches')
    .innerJoin('bracket_stages', 'bracket_stages.id', 'bracket_matches.stage_id')
    .select(['bracket_matches.opponent1', 'bracket_matches.opponent2'])
    .where('bracket_stages.tournament_id', '=', tournamentId)
    .where('bracket_matches.status', '<', MatchStatus.Completed)
    .execute();
  return open.filter((match) => match.opponent1 !== null && match.opponent2 !== null).length;
}

/**
 * POST /v1/admin/tournaments/{id}/complete: once every match of its bracket is played, the tournament ends now
 * (when its end was still to come) and its prizes are paid (a final result has paid them already; then nothing is
 * paid twice), audited as `tournament.complete`. Refused (409) before the bracket starts, while matches remain, and
 * once it is over with its prizes paid.
 */
export async function completeTournament(
  context: OrganizerContext,
  staffId: string,
  tournamentId: string,
): Promise<ClosedTournament> {
  const now = context.clock();
  const answer = await lockedTournament(context, tournamentId, async (trx, row) => {
    assertRunningBracket(row);
    const paidBefore = await prizesPaid(trx, row.id);
    if (paidBefore && row.ends_at <= now) throw tournamentCompletedRefusal();
    if (!(await bracketStarted(trx, row.id))) {
      throw refusal('conflict', 'The bracket has not started', { reason: RefusalReason.bracketNotStarted });
    }
    const left = await matchesToPlay(trx, row.id);
    if (left > 0) {
      throw refusal('conflict', `${left} matches are still to be played`, {
        reason: RefusalReason.bracketNotFinished,
        matches: left,
      });
    }
    const payouts = await payBracketPrizes(trx, row.id, now);
    const endsAt = row.ends_at > now ? now : row.ends_at;
    const completed = await trx
      .updateTable('tournaments')
      .set({ ends_at: endsAt, updated_at: now })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordStaffAction(trx, {
      staffId,
      action: 'tournament.complete',
      record: { type: RECORD_TYPE, id: row.id },
      before: { ends_at: row.ends_at.toISOString(), prizes_paid: paidBefore },
      after: { ends_at: endsAt.toISOString(), prizes_paid: true, payouts },
      at: now,
    });
    return { tournament: await recordOf(context, trx, completed), prizesPaid: true };
  });
  await notifyPrizeRewardCodes(context, rewardCodeSecret(context.config));
  return answer;
}

/**
 * POST /v1/admin/tournaments/{id}/end: a ladder ends now — its registration and queue close (the queue is emptied)
 * — and its prizes are paid as at its end (`payLadderPrizes`: now, or by the ladder payout check once its last open
 * matches are past their result window), audited as `ladder.end`. Refused (409) while a dispute waits for staff,
 * before the ladder starts and once it has ended.
 */
export async function endLadder(
  context: OrganizerContext,
  staffId: string,
  tournamentId: string,
): Promise<ClosedTournament> {
  const now = context.clock();
  const answer = await lockedTournament(context, tournamentId, async (trx, row) => {
    assertRunning(row);
    if (row.tournament_type !== 'matchmaking') {
      throw refusal('conflict', 'Only a matchmaking ladder is ended early', {
        reason: RefusalReason.notALadder,
      });
    }
    if (row.starting_time > now) {
      throw refusal('conflict', 'The ladder has not started', { reason: RefusalReason.tournamentNotStarted });
    }
    if (row.ends_at <= now) {
      throw refusal('conflict', 'The ladder has ended', { reason: RefusalReason.tournamentEnded });
    }
    // Locked: a decision or a report in flight finishes first, and one arriving later waits for this end.
    const disputed = await trx
      .selectFrom('matchmaking_matches')
      .select('id')
      .where('tournament_id', '=', row.id)
      .where('status', '=', 'disputed')
      .forUpdate()
      .execute();
    if (disputed.length > 0) {
      throw refusal('conflict', `${disputed.length} disputed matches wait for a decision`, {
        reason: RefusalReason.disputesOpen,
        disputes: disputed.length,
      });
    }
    const ended = await trx
      .updateTable('tournaments')
      .set({ ends_at: now, registration_closed_time: now, updated_at: now })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx.deleteFrom('matchmaking_queue').where('tournament_id', '=', row.id).execute();
    const payouts = await payLadderPrizes(trx, row.id, now);
    await recordStaffAction(trx, {
      staffId,
      action: 'ladder.end',
      record: { type: RECORD_TYPE, id: row.id },
      before: {
        ends_at: row.ends_at.toISOString(),
        registration_closed_time: row.registration_closed_time.toISOString(),
      },
      after: {
        ends_at: now.toISOString(),
        registration_closed_time: now.toISOString(),
        prizes_paid: payouts !== null,
        payouts,
      },
      at: now,
    });
    return { tournament: await recordOf(context, trx, ended), prizesPaid: payouts !== null };
  });
  await notifyPrizeRewardCodes(context, rewardCodeSecret(context.config));
  return answer;
}
