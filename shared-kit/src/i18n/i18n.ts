import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '@arena/contract';
import { formatNumber } from '../format/format';
import kitAr from './locales/ar.json';

/** The portal's languages. */
export const LOCALES: readonly Locale[] = ['ar', 'en'];
/** The language of a first visit: Arabic. */
export const DEFAULT_LOCALE: Locale = 'ar';
const STORAGE_KEY = 'arena.lang';

/** The cookie that tells the portal's page server the visitor's language (its link previews, issue 32). */
const LANGUAGE_COOKIE = 'arena_lang';

const isLocale = (value: unknown): value is Locale => value === 'en' || value === 'ar';

/** Remembers the visitor's language: in this browser's storage, and in a cookie the page server reads. */
function rememberLocale(locale: Locale): void {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, locale);
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
  if (typeof document !== 'undefined') {
    document.cookie = `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
  }
}

/**
 * The language to start in: the address's `?lang=en|ar` (a shared link in a language; it is remembered and taken
 * out of the address), else the stored choice, else Arabic.
 */
function initialLocale(): Locale {
  let locale: Locale = DEFAULT_LOCALE;
  try {
    const stored = globalThis.localStorage?.getItem(STORAGE_KEY);
    if (isLocale(stored)) locale = stored;
  } catch {
    // No storage: the default, or the address's.
  }
  const url = typeof location === 'undefined' ? null : new URL(location.href);
  const asked = url?.searchParams.get('lang');
  if (url && isLocale(asked)) {
    locale = asked;
    url.searchParams.delete('lang');
    history.replaceState(history.state, '', url.pathname + url.search + url.hash);
  }
  rememberLocale(locale);
  return locale;
}

/** A namespace's strings in one language. */
export type NamespaceStrings = Record<string, unknown>;
/**
 * A namespace's strings in one language: the strings themselves (bundled with the code that registers them), or a
 * function importing them (`() => import('./locales/en.json')`), loaded only when that language is needed.
 */
export type NamespaceSource =
  NamespaceStrings | (() => Promise<NamespaceStrings | { default: NamespaceStrings }>);

/**
 * The portal's one i18next instance. shared-kit is a federation singleton, so every remote sees this same
 * instance and a language change re-renders every mounted root at once.
 */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: initialLocale(),
  fallbackLng: 'en',
  ns: ['kit'],
  defaultNS: 'kit',
  // Arabic, the first visit's language, is bundled; English loads when it is chosen (registerNamespace below).
  resources: { ar: { kit: kitAr } } as Resource,
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
  showSupportNotice: false,
});

/** The options of `Intl.NumberFormat` a string may give its number: `{{share, number(style: percent)}}`. */
const NUMBER_FORMAT_OPTIONS = new Set([
  'style',
  'currency',
  'currencyDisplay',
  'unit',
  'unitDisplay',
  'minimumIntegerDigits',
  'minimumFractionDigits',
  'maximumFractionDigits',
  'minimumSignificantDigits',
  'maximumSignificantDigits',
  'useGrouping',
  'notation',
  'compactDisplay',
  'signDisplay',
]);

/**
 * `{{count, number}}` in a string writes the number as the rest of the page does (`formatNumber`: Arabic-Indic
 * digits and separators in Arabic), so callers pass numbers and never format them. i18next's own `number` builds
 * an `Intl.NumberFormat` per language and per set of `t` options (the count included); this one only for fractions
 * and options. A value that is not a number (a number already written) is left as it is.
 */
i18n.services.formatter?.add('number', (value: unknown, lng, options: Record<string, unknown>) => {
  // Missing stays missing (i18next then warns and writes nothing).
  if (typeof value !== 'number') return value as string;
  const intlOptions = Object.fromEntries(
    Object.entries(options ?? {}).filter(([name]) => NUMBER_FORMAT_OPTIONS.has(name)),
  ) as Intl.NumberFormatOptions;
  return formatNumber(
    value,
    lng === 'en' ? 'en' : 'ar',
    Object.keys(intlOptions).length > 0 ? intlOptions : undefined,
  );
});

/** Strings registered as imports, per language and namespace, until that language is first needed. */
const pending = new Map<
  string,
  Map<string, () => Promise<NamespaceStrings | { default: NamespaceStrings }>>
>();
/** The loads under way, per language, so concurrent callers share one. */
const loading = new Map<string, Promise<void>>();

function hasPending(locale: string): boolean {
  return (pending.get(locale)?.size ?? 0) > 0;
}

/**
 * Loads the strings of a language that were registered as imports (a no-op when there are none). `setLocale` and
 * `i18n.changeLanguage` call it before switching, so a switch never shows keys; the shell's start awaits it for the
 * stored language alongside the platform manifest.
 */
export function loadLocale(locale: string): Promise<void> {
  const running = loading.get(locale);
  if (running) return running;
  if (!hasPending(locale)) return Promise.resolve();
  const loaders = [...pending.get(locale)!];
  const load = Promise.all(
    loaders.map(async ([namespace, importStrings]) => {
      const module = await importStrings();
      const strings = (
        'default' in module && typeof module.default === 'object' ? module.default : module
      ) as NamespaceStrings;
      if (!i18n.hasResourceBundle(locale, namespace))
        i18n.addResourceBundle(locale, namespace, strings, true, true);
      if (pending.get(locale)?.get(namespace) === importStrings) pending.get(locale)!.delete(namespace);
    }),
  ).then(
    () => {
      loading.delete(locale);
      // Namespaces registered while this load ran: every caller waits for them too.
      return loadLocale(locale);
    },
    (error: unknown) => {
      loading.delete(locale);
      throw error;
    },
  );
  loading.set(locale, load);
  return load;
}

// Every switch of language, whoever asks for it (the language toggle, a page, a test helper), first loads that
// language's strings; a language whose strings are all here switches at once, as i18next does.
const changeLanguageNow = i18n.changeLanguage.bind(i18n);
i18n.changeLanguage = ((locale?: string, callback?: Parameters<typeof changeLanguageNow>[1]) =>
  locale && hasPending(locale)
    ? loadLocale(locale).then(() => changeLanguageNow(locale, callback))
    : changeLanguageNow(locale, callback)) as typeof i18n.changeLanguage;

/**
 * Registers a package's strings under its own namespace; call once at module top level. A language given as an
 * import loads when that language is first needed (at once when it is the current one).
 *
 * @example registerNamespace('community', { en, ar }); const { t } = useTranslation('community');
 * @example registerNamespace('shell', { ar, en: () => import('./locales/en.json') });
 */
export function registerNamespace(namespace: string, resources: Record<Locale, NamespaceSource>): void {
  for (const locale of LOCALES) {
    if (i18n.hasResourceBundle(locale, namespace)) continue;
    const source = resources[locale];
    if (typeof source === 'function') {
      if (!pending.has(locale)) pending.set(locale, new Map());
      pending.get(locale)!.set(namespace, source);
    } else {
      i18n.addResourceBundle(locale, namespace, source, true, true);
    }
  }
  // The current language's strings are needed now: start loading them before anything renders.
  if (hasPending(i18n.language)) void loadLocale(i18n.language);
}

registerNamespace('kit', { ar: kitAr, en: () => import('./locales/en.json') });

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
  // Its strings first: a language that cannot load is neither shown nor remembered.
  await loadLocale(locale);
  rememberLocale(locale);
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
