/**
 * A moment as either side holds it: a `Date` (the API's database rows), an ISO-8601 string (the answers the
 * front end reads) or milliseconds since the epoch (`Date.now()`).
 */
export type Instant = Date | string | number;

/** Milliseconds since the epoch of a moment; NaN when it is not a date (an empty or malformed string). */
export function instantMs(at: Instant): number {
  if (typeof at === 'number') return at;
  return typeof at === 'string' ? Date.parse(at) : at.getTime();
}

/** True when `now` (ms) is before a valid moment; a missing or invalid date never holds anything back. */
export function isBeforeInstant(now: number, at: Instant | null | undefined): boolean {
  const time = at == null ? Number.NaN : instantMs(at);
  return !Number.isNaN(time) && now < time;
}
