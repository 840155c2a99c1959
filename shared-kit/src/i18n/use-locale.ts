import { useTranslation } from 'react-i18next';
import type { Locale } from '@arena/contract';

/**
 * The portal's current locale, as a hook: the component re-renders when the language changes (unlike
 * `currentLocale()`, which only reads it).
 *
 * @example const locale = useLocale(); localized(tournament.name, locale);
 */
export function useLocale(): Locale {
  const { i18n } = useTranslation('kit');
  return i18n.language === 'en' ? 'en' : 'ar';
}
