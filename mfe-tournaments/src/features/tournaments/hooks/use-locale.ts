import type { Locale } from '@arena/shared-kit';
import { useTranslation } from 'react-i18next';

/** The portal's current locale; the component re-renders when the language changes. */
export function useLocale(): Locale {
  const { i18n } = useTranslation('tournaments');
  return i18n.language === 'en' ? 'en' : 'ar';
}
