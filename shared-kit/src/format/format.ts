import type { Locale } from '@arena/contract';
import { currentLocale } from '../i18n/i18n';

/** Intl locale tag per portal locale (P2 §2: Arabic-Saudi for Arabic, US English otherwise). */
export function intlLocale(locale: Locale = currentLocale()): string {
  // Gregorian calendar so dates match the tournament schedule; ar-SA would otherwise default to Umm al-Qura.
  return locale === 'ar' ? 'ar-SA-u-ca-gregory' : 'en-US';
}

type IntlConstructor<T> = new (locale: string, options?: object) => T;
const intlCache = new Map<string, unknown>();

/**
 * One Intl formatter per constructor, locale and options, kept for the page's life: building one costs far more
 * than using it (a list of a hundred numbers built a hundred NumberFormats, 138 ms of a throttled first render).
 *
 * @example intlFormatter(Intl.NumberFormat, 'ar-SA').format(1200);
 */
export function intlFormatter<T>(Constructor: IntlConstructor<T>, locale: string, options?: object): T {
  const key = `${Constructor.name}|${locale}|${options ? JSON.stringify(options) : ''}`;
  let formatter = intlCache.get(key) as T | undefined;
  if (!formatter) {
    formatter = new Constructor(locale, options);
    intlCache.set(key, formatter);
  }
  return formatter;
}

function toDate(value: string | number | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** `Nov 21, 2026` / `٢١ نوفمبر ٢٠٢٦`; null for an invalid date so callers show their not-available text. */
export function formatDate(
  value: string | number | Date,
  locale: Locale = currentLocale(),
  options: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' },
): string | null {
  const date = toDate(value);
  return date ? intlFormatter(Intl.DateTimeFormat, intlLocale(locale), options).format(date) : null;
}

/** Date with hour and minute, in the viewer's time zone. */
export function formatDateTime(
  value: string | number | Date,
  locale: Locale = currentLocale(),
): string | null {
  return formatDate(value, locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/**
 * Relative time in days, hours or minutes, or "just now" under a minute (P1 §2 match history).
 * `justNow` is the caller's translated text.
 */
export function formatRelativeTime(
  value: string | number | Date,
  justNow: string,
  locale: Locale = currentLocale(),
  now: number = Date.now(),
): string {
  const date = toDate(value);
  if (!date) return '';
  const seconds = Math.round((now - date.getTime()) / 1000);
  const formatter = intlFormatter(Intl.RelativeTimeFormat, intlLocale(locale), { numeric: 'always' });
  if (seconds < 60) return justNow;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return formatter.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return formatter.format(-hours, 'hour');
  return formatter.format(-Math.floor(hours / 24), 'day');
}

/** Seconds as m:ss (`1925` → `32:05`). */
export function formatDuration(totalSeconds: number): string {
  const safe = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(safe / 60)}:${String(safe % 60).padStart(2, '0')}`;
}

const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';

/**
 * A whole number from 0 up, written as `Intl.NumberFormat` writes it for the portal's locales (Arabic-Indic digits
 * and `٬` in Arabic; `format.test.ts` compares the two), without an Intl formatter: the first one a page builds sets
 * up the browser's locale data, 20-70 ms on a laptop and four times that on a mid phone, in the first render of
 * pages (the footer's year, the leaderboard's ranks) that format nothing else.
 */
function formatWholeNumber(value: number, locale: Locale, grouping: boolean): string {
  const digits = String(value);
  const separator = locale === 'ar' ? '٬' : ',';
  let text = '';
  for (let index = 0; index < digits.length; index += 1) {
    if (grouping && index > 0 && (digits.length - index) % 3 === 0) text += separator;
    text += locale === 'ar' ? ARABIC_DIGITS[digits.charCodeAt(index) - 48] : digits[index];
  }
  return text;
}

/** Number with the locale's digits and thousands separators. */
export function formatNumber(
  value: number,
  locale: Locale = currentLocale(),
  options?: Intl.NumberFormatOptions,
): string {
  const plain = options === undefined || (Object.keys(options).length === 1 && options.useGrouping === false);
  if (plain && Number.isSafeInteger(value) && value >= 0 && !Object.is(value, -0))
    return formatWholeNumber(value, locale, options === undefined);
  return intlFormatter(Intl.NumberFormat, intlLocale(locale), options).format(value);
}

/** Amount with thousands separators and currency code, e.g. `10,000 USD`; non-numeric amounts as they are. */
export function formatCurrency(
  amount: number | string,
  currency = 'USD',
  locale: Locale = currentLocale(),
): string {
  const numeric = typeof amount === 'number' ? amount : Number(String(amount).replace(/,/g, ''));
  if (typeof amount === 'string' && (amount.trim() === '' || Number.isNaN(numeric))) return amount;
  return `${formatNumber(numeric, locale)} ${currency}`;
}

/** Region label: trailing digits removed, upper-cased (`euw1` → `EUW`, `me1` → `ME`). */
export function regionLabel(region: string): string {
  return region.replace(/\d+$/, '').toUpperCase();
}

/** Which region switch a game-account region belongs to: `euw…` → eu, anything with `me` → me. */
export function regionGroup(region: string | null | undefined): 'me' | 'eu' | null {
  if (!region) return null;
  const lower = region.toLowerCase();
  if (lower.includes('euw')) return 'eu';
  if (lower.includes('me')) return 'me';
  return null;
}

/** Fixed table of time-zone abbreviations (P1 §9), keyed by IANA zone. */
export const TIME_ZONE_ABBREVIATIONS: Readonly<Record<string, string>> = {
  'Asia/Riyadh': 'AST',
  'Asia/Kuwait': 'AST',
  'Asia/Bahrain': 'AST',
  'Asia/Qatar': 'AST',
  'Asia/Baghdad': 'AST',
  'Asia/Aden': 'AST',
  'Asia/Dubai': 'GST',
  'Asia/Muscat': 'GST',
  'Asia/Tehran': 'IRST',
  'Asia/Amman': 'AST',
  'Asia/Beirut': 'EET',
  'Asia/Damascus': 'AST',
  'Asia/Jerusalem': 'IST',
  'Asia/Gaza': 'EET',
  'Asia/Hebron': 'EET',
  'Africa/Cairo': 'EET',
  'Africa/Tripoli': 'EET',
  'Africa/Tunis': 'CET',
  'Africa/Algiers': 'CET',
  'Africa/Casablanca': 'WET',
  'Africa/Khartoum': 'CAT',
  'Africa/Nouakchott': 'GMT',
  'Europe/Istanbul': 'TRT',
  'Asia/Karachi': 'PKT',
  'Asia/Kolkata': 'IST',
  'Europe/London': 'GMT',
  'Europe/Dublin': 'GMT',
  'Europe/Lisbon': 'WET',
  'Europe/Paris': 'CET',
  'Europe/Berlin': 'CET',
  'Europe/Madrid': 'CET',
  'Europe/Rome': 'CET',
  'Europe/Amsterdam': 'CET',
  'Europe/Brussels': 'CET',
  'Europe/Vienna': 'CET',
  'Europe/Zurich': 'CET',
  'Europe/Stockholm': 'CET',
  'Europe/Oslo': 'CET',
  'Europe/Copenhagen': 'CET',
  'Europe/Warsaw': 'CET',
  'Europe/Prague': 'CET',
  'Europe/Athens': 'EET',
  'Europe/Helsinki': 'EET',
  'Europe/Bucharest': 'EET',
  'Europe/Moscow': 'MSK',
  'America/New_York': 'EST',
  'America/Chicago': 'CST',
  'America/Los_Angeles': 'PST',
  UTC: 'UTC',
  'Etc/UTC': 'UTC',
};

/** The viewer's time-zone abbreviation from the fixed table, else the zone's short name, else UTC. */
export function timeZoneAbbreviation(
  timeZone: string = Intl.DateTimeFormat().resolvedOptions().timeZone,
): string {
  const known = TIME_ZONE_ABBREVIATIONS[timeZone];
  if (known) return known;
  const part = intlFormatter(Intl.DateTimeFormat, 'en-US', { timeZone, timeZoneName: 'short' })
    .formatToParts(new Date())
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? 'UTC';
}
