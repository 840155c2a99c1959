// Imports the kit by its name, not by path: this entry is bundled by the remote that uses it, and the name is what
// Module Federation hands the shell's one copy of the kit for (index.ts).
import { formatDate, timeZoneAbbreviation, type Locale } from '@arena/shared-kit';

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A moment as a `datetime-local` input shows it: the wall-clock time of the browser's time zone, to the minute
 * (`2026-12-01T18:00`); empty for a missing or invalid date. Also the input's `min` (`localInputOf(new Date())`).
 */
export function localInputOf(instant: Date | string | null | undefined): string {
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
 * The moment a `datetime-local` value names in the browser's time zone, as the API takes it (ISO 8601 UTC,
 * `2026-12-01T15:00:00.000Z` for 18:00 in Riyadh); null for an empty or malformed value.
 */
export function instantOfLocalInput(value: string): string | null {
  if (!LOCAL_INPUT.test(value)) return null;
  // A date-time without an offset is read in the browser's time zone (ECMAScript's date-time string format).
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The time zone the staff member's date fields are in, as the browser names it (`Asia/Riyadh`). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** The browser's time zone as the date fields' hints name it: `Asia/Riyadh (AST)`, or the name alone. */
export function browserTimeZoneLabel(): string {
  const timeZone = browserTimeZone();
  const abbreviation = timeZoneAbbreviation(timeZone);
  return abbreviation === timeZone ? timeZone : `${timeZone} (${abbreviation})`;
}

const UTC_FORMAT: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
};

/**
 * A moment in UTC, to the minute, in the page's language (`Dec 1, 2026, 03:00 PM`): what a date field sends,
 * shown beneath it.
 */
export function formatUtc(instant: string, locale: Locale): string {
  return formatDate(instant, locale, UTC_FORMAT) ?? '';
}
