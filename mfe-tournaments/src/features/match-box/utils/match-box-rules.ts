import type { CurrentMatch } from '@arena/shared-kit';

/** P1 §9: the match code is revealed 5 minutes before the scheduled time. */
export const CODE_REVEAL_MS = 5 * 60_000;

/** When the code shows: 5 minutes before the match's scheduled time (ms since the epoch). */
export function codeRevealTime(match: Pick<CurrentMatch, 'scheduled_time'>): number {
  return new Date(match.scheduled_time).getTime() - CODE_REVEAL_MS;
}

/** Before the reveal the box counts down; from it, it shows the code and Get Results. */
export function isCodeTime(match: Pick<CurrentMatch, 'scheduled_time'>, now: number): boolean {
  return now >= codeRevealTime(match);
}
