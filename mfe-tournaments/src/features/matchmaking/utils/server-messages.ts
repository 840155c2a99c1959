import { intlFormatter, intlLocale, isApiError, NETWORK_ERROR_STATUS, type Locale } from '@arena/shared-kit';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The API's matchmaking refusals (English, from the server) and the keys that say the same in the portal's language. */
const KNOWN_MESSAGES: Readonly<Record<string, string>> = {
  'Registration is closed by admin': 'window.closedByAdmin',
  'Tournament registration is closed': 'window.queueClosed',
  'The tournament has ended': 'window.ended',
  'Registration has not opened yet': 'refusals.registrationNotOpen',
  'Registration period has ended': 'refusals.registrationEnded',
  'You are already registered for this tournament': 'refusals.alreadyRegistered',
  'You are not registered for this tournament': 'refusals.notRegistered',
  'You are already searching for a match': 'refusals.alreadySearching',
  'You are already in a match': 'refusals.alreadyInMatch',
};

/** A time of day ("18:00") in the viewer's time zone and the portal's language. */
export function timeOfDay(at: number, locale: Locale): string {
  return intlFormatter(Intl.DateTimeFormat, intlLocale(locale), {
    hour: '2-digit',
    minute: '2-digit',
  }).format(at);
}

/** "This tournament is only available from 18:00 to 00:00 AST", in the viewer's time zone (P1 §5). */
export function outsideWindowText(
  start: number,
  end: number,
  zone: string,
  locale: Locale,
  t: Translate,
): string {
  return t('window.outside', { start: timeOfDay(start, locale), end: timeOfDay(end, locale), zone });
}

/**
 * What a refused matchmaking call tells the player (P1 §8): the outside-window refusal in their own time zone,
 * the cooldown's seconds, a known refusal in their language, else the server's message; network failures and
 * server faults get `fallback`.
 */
export function refusalText(
  error: unknown,
  fallback: string,
  t: Translate,
  locale: Locale,
  zone: string,
): string {
  if (!isApiError(error) || error.status === NETWORK_ERROR_STATUS || error.status >= 500 || !error.message) {
    return fallback;
  }
  const details = error.details ?? {};
  const { windowStartUtc, windowEndUtc, retryAfterMs } = details as Record<string, unknown>;
  if (typeof windowStartUtc === 'string' && typeof windowEndUtc === 'string') {
    return outsideWindowText(Date.parse(windowStartUtc), Date.parse(windowEndUtc), zone, locale, t);
  }
  if (typeof retryAfterMs === 'number') {
    return t('refusals.cooldown', { seconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) });
  }
  const key = KNOWN_MESSAGES[error.message];
  return key ? t(key) : error.message;
}
