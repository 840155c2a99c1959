const pad = (value: number) => String(value).padStart(2, '0');

const LOCAL_INPUT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/;

/**
 * The moment a `datetime-local` value names in the browser's time zone, as the API takes it (ISO 8601 UTC,
 * `2026-12-01T15:00:00.000Z` for 18:00 in Riyadh); null for an empty or malformed value.
 */
export function instantOfLocalInput(value: string): string | null {
  if (!LOCAL_INPUT.test(value)) return null;
  // A date-time without an offset is read in the browser's time zone (ECMAScript's date-time string format).
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** A moment as a `datetime-local` input shows it, to the minute, in the browser's time zone (its `min`). */
export function localInputOf(instant: Date): string {
  return (
    `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}` +
    `T${pad(instant.getHours())}:${pad(instant.getMinutes())}`
  );
}

/** The staff member's time zone, as the browser names it (`Asia/Riyadh`). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
