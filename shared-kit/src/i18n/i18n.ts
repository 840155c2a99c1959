import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '@arena/contract';
import kitAr from './locales/ar.json';
import kitEn from './locales/en.json';

/** The portal's languages. */
export const LOCALES: readonly Locale[] = ['ar', 'en'];
/** The language of a first visit: Arabic. */
export const DEFAULT_LOCALE: Locale = 'ar';
const STORAGE_KEY = 'arena.lang';

function storedLocale(): Locale {
  try {
    const value = globalThis.localStorage?.getItem(STORAGE_KEY);
    return value === 'en' || value === 'ar' ? value : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

/**
 * The portal's one i18next instance. shared-kit is a federation singleton, so every remote sees this same
 * instance and a language change re-renders every mounted root at once.
 */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: storedLocale(),
  fallbackLng: 'en',
  ns: ['kit'],
  defaultNS: 'kit',
  resources: { en: { kit: kitEn }, ar: { kit: kitAr } } as Resource,
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
  showSupportNotice: false,
});

/**
 * Registers a package's strings under its own namespace; call once at module top level.
 *
 * @example registerNamespace('community', { en, ar }); const { t } = useTranslation('community');
 */
export function registerNamespace(
  namespace: string,
  resources: Record<Locale, Record<string, unknown>>,
): void {
  for (const locale of LOCALES) {
    if (!i18n.hasResourceBundle(locale, namespace))
      i18n.addResourceBundle(locale, namespace, resources[locale], true, true);
  }
}

/** The current language, read once (components use `useLocale()` to follow changes). */
export function currentLocale(): Locale {
  return i18n.language === 'en' ? 'en' : 'ar';
}

/** The writing direction of a language: `rtl` for Arabic, `ltr` for English. */
export function directionOf(locale: Locale): 'rtl' | 'ltr' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

/** Sets `<html lang dir>` to the current language. */
export function applyDocumentLanguage(locale: Locale = currentLocale()): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
}

/** Switches the language everywhere, remembers it, and flips `<html dir>`. */
export async function setLocale(locale: Locale): Promise<void> {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, locale);
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
  await i18n.changeLanguage(locale);
  applyDocumentLanguage(locale);
}

/** Picks the text of a localized value for a locale, falling back to English. */
export function localized(
  value: { en: string; ar?: string } | string | null | undefined,
  locale: Locale = currentLocale(),
): string {
  if (value == null) return '';
  if (typeof value === 'string') return value;
  return (locale === 'ar' ? value.ar : value.en) || value.en || '';
}
