import type { RefusalReason } from '@arena/contract';
import { formatDateTime, isApiError, sayRefusal, type Locale, type RefusalSayings } from '@arena/shared-kit';
import type { TFunction } from 'i18next';

interface RefusalContext {
  t: TFunction;
  locale: Locale;
}

/** What the seeding panel says of the API's refusals to list, seed or start a bracket (`details.reason`). */
const SEEDING_REFUSALS: RefusalSayings<RefusalContext> = {
  checkInNotClosed: ({ t, locale }, details) => {
    const time =
      typeof details.checkInClosesUtc === 'string' && formatDateTime(details.checkInClosesUtc, locale);
    return time ? t('run.seeding.refusals.checkInNotClosed', { time }) : null;
  },
  tournamentDraft: ({ t }) => t('run.seeding.refusals.tournamentDraft'),
  tournamentCancelled: ({ t }) => t('run.seeding.refusals.tournamentCancelled'),
  notABracket: ({ t }) => t('run.seeding.refusals.notABracket'),
  bracketStarted: ({ t }) => t('run.seeding.refusals.bracketStarted'),
  notEnoughEntrants: ({ t }, details) =>
    typeof details.entrants === 'number'
      ? t('run.seeding.refusals.notEnoughEntrants', { entrants: details.entrants })
      : null,
};

/**
 * The sentence of a refused seeding call in the page's language: its reason's; for a hand-made order the API
 * refuses (400: an entrant was disqualified meanwhile), that the entrants changed; "no longer exists" for an
 * unknown tournament (404); else `fallbackKey`'s. The server's English is never shown.
 */
export function saySeedingRefusal(t: TFunction, locale: Locale, error: unknown, fallbackKey: string): string {
  if (isApiError(error) && error.status === 404) return t('editor.refusals.notFound');
  if (isApiError(error) && error.status === 400) return t('run.seeding.refusals.orderOutdated');
  return sayRefusal(error, SEEDING_REFUSALS, { t, locale }, t(fallbackKey));
}

const CHECK_IN_NOT_CLOSED: RefusalReason = 'checkInNotClosed';

/** When check-in closes, from a `checkInNotClosed` refusal; null for any other error. */
export function checkInClosesAt(error: unknown): string | null {
  if (!isApiError(error) || error.details?.reason !== CHECK_IN_NOT_CLOSED) return null;
  const closes = error.details.checkInClosesUtc;
  return typeof closes === 'string' ? closes : null;
}
