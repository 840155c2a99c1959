import {
  intlFormatter,
  intlLocale,
  isApiError,
  sayRefusal,
  type Locale,
  type RefusalSayings,
} from '@arena/shared-kit';
import type { TFunction } from 'i18next';

/** The fields publishing still needs (`details.missing`, `missing`), as a list in the page's words. */
export function missingFieldsText(t: TFunction, locale: Locale, missing: readonly string[]): string {
  const names = [
    ...new Set(
      missing.map((path) => t(`editor.missing.${path}`, { defaultValue: t('editor.missing.other') })),
    ),
  ];
  return intlFormatter(Intl.ListFormat, intlLocale(locale), { type: 'conjunction' }).format(names);
}

interface RefusalContext {
  t: TFunction;
  locale: Locale;
}

/** What the console says of the API's refusals of an edit, a publish or a cancel (`details.reason`). */
const ORGANIZER_REFUSALS: RefusalSayings<RefusalContext> = {
  tournamentIncomplete: ({ t, locale }, details) =>
    Array.isArray(details.missing)
      ? t('editor.refusals.tournamentIncomplete', {
          fields: missingFieldsText(t, locale, details.missing as string[]),
        })
      : null,
  tournamentPublished: ({ t }) => t('editor.refusals.tournamentPublished'),
  tournamentCancelled: ({ t }) => t('editor.refusals.tournamentCancelled'),
  tournamentCompleted: ({ t }) => t('editor.refusals.tournamentCompleted'),
  tournamentStarted: ({ t }) => t('editor.refusals.tournamentStarted'),
  tournamentFieldLocked: ({ t }, details) =>
    typeof details.field === 'string'
      ? t('editor.refusals.tournamentFieldLocked', {
          field: t(`editor.lockable.${details.field}`, { defaultValue: t('editor.lockable.other') }),
        })
      : null,
  capacityBelowRegistrations: ({ t }, details) =>
    typeof details.registrations === 'number'
      ? t('editor.refusals.capacityBelowRegistrations', { registrations: details.registrations })
      : null,
};

/**
 * The sentence of a refused organizer call in the page's language: its reason's, "no longer exists" for an
 * unknown tournament (404), else `fallbackKey`'s. The server's English is never shown (issue 29).
 */
export function sayOrganizerRefusal(
  t: TFunction,
  locale: Locale,
  error: unknown,
  fallbackKey: string,
): string {
  if (isApiError(error) && error.status === 404) return t('editor.refusals.notFound');
  return sayRefusal(error, ORGANIZER_REFUSALS, { t, locale }, t(fallbackKey));
}
