import type { Locale } from '@arena/shared-kit';
import { useTranslation } from 'react-i18next';
import { REGISTRATION_NAMESPACE } from '../registration-i18n';

/** The portal's current locale; the component re-renders when the language changes. */
export function useRegistrationLocale(): Locale {
  const { i18n } = useTranslation(REGISTRATION_NAMESPACE);
  return i18n.language === 'en' ? 'en' : 'ar';
}
