/**
 * Matchmaking windows (P1 §5, §9), as pure functions of the tournament's dates and "now":
 * - registration: registration_start_time ≤ now < starting_time;
 * - queue: starting_time ≤ now < registration_closed_time, and inside the daily 6-hour window that begins at the
 *   starting time's UTC hour (wrapping past midnight);
 * - ended: now ≥ registration_closed_time.
 */

export const DAILY_WINDOW_MS = 6 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

export interface LadderDates {
  registration_start_time: Date;
  registration_closed_time: Date;
  starting_time: Date;
}

export type QueueWindow =
  | { state: 'open'; windowStart: Date; windowEnd: Date }
  | { state: 'outside'; windowStart: Date; windowEnd: Date }
  | { state: 'ended' };

export function isRegistrationWindow(dates: LadderDates, now: Date): boolean {
  return now >= dates.registration_start_time && now < dates.starting_time;
}

/** The daily window containing `now`, or else the next one (clipped to the ladder's start and close). */
export function queueWindow(dates: LadderDates, now: Date): QueueWindow {
  const close = dates.registration_closed_time.getTime();
  const t = now.getTime();
  if (t >= close) return { state: 'ended' };
  const hour = dates.starting_time.getUTCHours();
  const dayStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  // The latest daily window start at or before now (yesterday's when today's has not begun: wrapping).
  let start = dayStart + hour * HOUR_MS;
  if (start > t) start -= DAY_MS;
  let end = start + DAILY_WINDOW_MS;
  if (t >= end) {
    start += DAY_MS;
    end += DAY_MS;
  }
  const firstStart = Math.floor(dates.starting_time.getTime() / HOUR_MS) * HOUR_MS;
  if (start < firstStart) {
    start = firstStart;
    end = start + DAILY_WINDOW_MS;
  }
  const clipped = {
    windowStart: new Date(Math.max(start, dates.starting_time.getTime())),
    windowEnd: new Date(Math.min(end, close)),
  };
  const open = t >= clipped.windowStart.getTime() && t < clipped.windowEnd.getTime();
  return { state: open ? 'open' : 'outside', ...clipped };
}

/** `HH:MM UTC` of a date (the server message; the panel shows the details in the user's own time zone). */
export function formatUtcTime(date: Date): string {
  return `${String(date.getUTCHours()).padStart(2, '0')}:${String(date.getUTCMinutes()).padStart(2, '0')} UTC`;
}
