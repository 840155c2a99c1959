import { type Instant, instantMs } from './instant.js';

/**
 * The matchmaking queue's windows (P1 §5, §9), as pure functions of a ladder's dates and "now": the queue is open
 * from starting_time until registration_closed_time (the ladder's end), inside the daily 6-hour window that begins
 * at the starting time's UTC hour (wrapping past midnight); ended from registration_closed_time on. A ladder's
 * registration window (until its starting time) is `isRegistrationWindow`, beside the bracket's phases.
 */

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** P1 §9: the daily play window lasts 6 hours from the start time's UTC hour. */
export const DAILY_WINDOW_MS = 6 * HOUR_MS;

/** The dates of a matchmaking ladder the queue follows. */
export interface LadderDates {
  /** The queue opens; registration ends. */
  starting_time: Instant;
  /** The end of the ladder: the queue closes for good. */
  registration_closed_time: Instant;
}

/**
 * The daily window containing `now`, or else the next one, in ms since the epoch and clipped to the ladder's
 * start and close; `ended` from the close on.
 */
export type QueueWindow = { state: 'open' | 'outside'; start: number; end: number } | { state: 'ended' };

/**
 * The queue's window at `now`: it opens every day at the start time's UTC hour and lasts 6 hours, so a window
 * opening at 21:00 UTC closes at 03:00 UTC the next day. The first window begins at the starting time itself and
 * the last ends at the close.
 */
export function queueWindow(dates: LadderDates, now: Instant): QueueWindow {
  const close = instantMs(dates.registration_closed_time);
  const starting = instantMs(dates.starting_time);
  const time = instantMs(now);
  if (time >= close) return { state: 'ended' };
  const hour = new Date(starting).getUTCHours();
  const today = new Date(time);
  // The latest daily window start at or before now (yesterday's when today's has not begun: wrapping).
  let start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), hour);
  if (start > time) start -= DAY_MS;
  let end = start + DAILY_WINDOW_MS;
  if (time >= end) {
    start += DAY_MS;
    end += DAY_MS;
  }
  const firstStart = Math.floor(starting / HOUR_MS) * HOUR_MS;
  if (start < firstStart) {
    start = firstStart;
    end = start + DAILY_WINDOW_MS;
  }
  const clipped = { start: Math.max(start, starting), end: Math.min(end, close) };
  const open = time >= clipped.start && time < clipped.end;
  return { state: open ? 'open' : 'outside', ...clipped };
}

/**
 * Where the queue stands (P1 §5): before the starting time (the countdown), ended from the close, outside the
 * daily window, or open.
 */
export type QueuePhase = 'notStarted' | 'outsideWindow' | 'open' | 'ended';

export function queuePhase(dates: LadderDates, now: Instant): QueuePhase {
  const window = queueWindow(dates, now);
  if (window.state === 'ended') return 'ended';
  if (instantMs(now) < instantMs(dates.starting_time)) return 'notStarted';
  return window.state === 'open' ? 'open' : 'outsideWindow';
}

/** P1 §9: a no-show may be claimed 15 minutes after the match was created. */
export const NO_SHOW_AFTER_MS = 15 * 60 * 1000;

/** Why a no-show claim would be refused now. */
export type NoShowRefusal = 'reported' | 'notInLobby' | 'opponentInLobby';

/**
 * Whether the caller's no-show claim would be accepted now (P1 §4, issue 33): not after they reported; not before
 * 15 minutes from the match's creation; only when the lobby evidence says they joined and their opponent did not.
 * The API decides the claim with it, and the match card enables its button with it, so the button is on exactly
 * when the claim will be accepted.
 */
export type NoShowClaim =
  | { state: 'claimable' }
  | { state: 'wait'; availableAt: number }
  | { state: 'refused'; reason: NoShowRefusal };

export function noShowClaim({
  createdAt,
  now,
  reported,
  selfJoined,
  opponentJoined,
}: {
  createdAt: Instant;
  now: Instant;
  reported: boolean;
  selfJoined: boolean;
  opponentJoined: boolean;
}): NoShowClaim {
  if (reported) return { state: 'refused', reason: 'reported' };
  const availableAt = instantMs(createdAt) + NO_SHOW_AFTER_MS;
  if (instantMs(now) < availableAt) return { state: 'wait', availableAt };
  if (!selfJoined) return { state: 'refused', reason: 'notInLobby' };
  if (opponentJoined) return { state: 'refused', reason: 'opponentInLobby' };
  return { state: 'claimable' };
}
