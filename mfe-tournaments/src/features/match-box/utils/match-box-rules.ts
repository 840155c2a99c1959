import type { CurrentMatch, MatchResultEvent } from '@arena/shared-kit';

/** P1 §9: the match code is revealed 5 minutes before the scheduled time. */
export const CODE_REVEAL_MS = 5 * 60_000;

/** The tournament channel's result events (P1 §4). */
export const MATCH_RESULT_EVENTS = ['MATCH_RESULT_UPDATED', 'MATCH_RESULT', 'MATCH_COMPLETED'] as const;

/** When the code shows: 5 minutes before the match's scheduled time (ms since the epoch). */
export function codeRevealTime(match: Pick<CurrentMatch, 'scheduled_time'>): number {
  return new Date(match.scheduled_time).getTime() - CODE_REVEAL_MS;
}

/** Before the reveal the box counts down; from it, it shows the code and Get Results. */
export function isCodeTime(match: Pick<CurrentMatch, 'scheduled_time'>, now: number): boolean {
  return now >= codeRevealTime(match);
}

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole days, hours, minutes and seconds left until `target` (never negative). */
export function countdownParts(target: number, now: number): CountdownParts {
  const total = Math.max(0, Math.floor((target - now) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/** P1 §4: channel events are used only when `targetUserId` is the signed-in user (and, here, this tournament). */
export function isOwnMatchEvent(
  payload: unknown,
  userId: string | null,
  tournamentId: string,
): payload is MatchResultEvent {
  if (!userId || typeof payload !== 'object' || payload === null) return false;
  const event = payload as Partial<MatchResultEvent>;
  return event.targetUserId === userId && (event.tournamentId ?? tournamentId) === tournamentId;
}
