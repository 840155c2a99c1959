import { RefusalReason } from '@arena/contract';
import type { TournamentRow } from '../../db/schema.js';
import { refusal } from '../../errors.js';

/*
 * The refusals shared by the actions that run a tournament (issue 30): a draft is not run yet, a cancelled one no
 * longer; seeding, starting and match actions are for brackets, ending early for ladders.
 */

/** 409 unless the tournament is published and not cancelled. */
export function assertRunning(row: TournamentRow): void {
  if (row.cancelled_at) {
    throw refusal('conflict', 'The tournament was cancelled', { reason: RefusalReason.tournamentCancelled });
  }
  if (!row.published_at) {
    throw refusal('conflict', 'The tournament is a draft: publish it first', {
      reason: RefusalReason.tournamentDraft,
    });
  }
}

/** 409 `notABracket` for a ladder; else as `assertRunning`. */
export function assertRunningBracket(row: TournamentRow): void {
  assertRunning(row);
  if (row.tournament_type !== 'bracket') {
    throw refusal('conflict', 'A matchmaking ladder has no bracket', { reason: RefusalReason.notABracket });
  }
}

/** 409 `checkInNotClosed` until the start: the entrants are known once check-in has closed. */
export function assertCheckInClosed(row: TournamentRow, now: Date): void {
  if (now < row.starting_time) {
    throw refusal('conflict', 'Check-in has not closed yet', {
      reason: RefusalReason.checkInNotClosed,
      checkInClosesUtc: row.starting_time.toISOString(),
    });
  }
}

/** 409 `bracketStarted`: a drawn bracket is not seeded or drawn again. */
export function bracketStartedRefusal() {
  return refusal('conflict', 'The bracket has started already', { reason: RefusalReason.bracketStarted });
}

/** 409 `tournamentCompleted`. */
export function tournamentCompletedRefusal() {
  return refusal('conflict', 'The tournament is over', { reason: RefusalReason.tournamentCompleted });
}
