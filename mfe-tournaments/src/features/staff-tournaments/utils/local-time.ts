const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A moment as a `datetime-local` input shows it: the wall-clock time of the organizer's time zone, to the minute
 * (`2026-12-01T18:00`); empty for a missing or invalid date.
 */
export function localInputOf(instant: string | null | undefined): string {
  if (!instant) return '';
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

const LOCAL_INPUT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/;

/**
 * The moment a `datetime-local` value names in the organizer's time zone, as the API takes it (ISO 8601 UTC,
 * `2026-12-01T15:00:00.000Z` for 18:00 in Riyadh); null for an empty or malformed value.
 */
export function instantOfLocalInput(value: string): string | null {
  if (!LOCAL_INPUT.test(value)) return null;
  // A date-time without an offset is read in the browser's time zone (ECMAScript's date-time string format).
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The organizer's time zone, as the browser names it (`Asia/Riyadh`). */
export function organizerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
