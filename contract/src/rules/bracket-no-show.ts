import { type Instant, instantMs } from './instant.js';

/**
 * A bracket match's no-show (issue 33): a side that has not joined the lobby 15 minutes after the match's tournament
 * code was revealed (P1 §4) loses by forfeit, decided by the API's no-show pass from the publisher's lobby events;
 * when neither side has joined, nobody is forfeited and the match is reported to the organizer instead.
 */

/** How long after the code is revealed both sides must be in the lobby. */
export const BRACKET_NO_SHOW_AFTER_MS = 15 * 60 * 1000;

/**
 * How many of a side's players the lobby must have seen for the side to count as present: one. A team assembling
 * in the lobby is not forfeited for a late fifth player (the organizer can still forfeit it by hand); a side of
 * which nobody showed is absent.
 */
export const SIDE_PRESENT_MIN_JOINS = 1;

/** What the no-show pass does with a match now. */
export type BracketNoShow =
  /** Too early: decided at `decideAt` (ms since the epoch). */
  | { state: 'wait'; decideAt: number }
  /** Both sides joined: the game decides the match. */
  | { state: 'present' }
  /** One side is absent: it loses by forfeit. */
  | { state: 'forfeit'; absentSide: 1 | 2 }
  /** Neither side joined: no result, the organizer is told. */
  | { state: 'bothAbsent' };

/**
 * The no-show decision of a bracket match from when its code was revealed, now, and how many players of each side
 * the lobby has seen (`joined[0]` side 1, `joined[1]` side 2).
 *
 * @example bracketNoShow({ revealedAt: match.revealedAt, now: Date.now(), joined: [1, 0] }); // { state: 'forfeit', absentSide: 2 }
 */
export function bracketNoShow({
  revealedAt,
  now,
  joined,
}: {
  revealedAt: Instant;
  now: Instant;
  joined: readonly [number, number];
}): BracketNoShow {
  const decideAt = instantMs(revealedAt) + BRACKET_NO_SHOW_AFTER_MS;
  if (!(instantMs(now) >= decideAt)) return { state: 'wait', decideAt };
  const [first, second] = joined.map((count) => count >= SIDE_PRESENT_MIN_JOINS);
  if (first && second) return { state: 'present' };
  if (first) return { state: 'forfeit', absentSide: 2 };
  if (second) return { state: 'forfeit', absentSide: 1 };
  return { state: 'bothAbsent' };
}
