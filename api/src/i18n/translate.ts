import type { Locale } from '@arena/contract';
import bracketsViewerAr from './locales/brackets-viewer/ar.json' with { type: 'json' };
import bracketsViewerEn from './locales/brackets-viewer/en.json' with { type: 'json' };
import calendarAr from './locales/calendar/ar.json' with { type: 'json' };
import calendarEn from './locales/calendar/en.json' with { type: 'json' };
import connectionsAr from './locales/connections/ar.json' with { type: 'json' };
import connectionsEn from './locales/connections/en.json' with { type: 'json' };
import embedAr from './locales/embed/ar.json' with { type: 'json' };
import embedEn from './locales/embed/en.json' with { type: 'json' };
import notificationsAr from './locales/notifications/ar.json' with { type: 'json' };
import notificationsEn from './locales/notifications/en.json' with { type: 'json' };
import payoutsAr from './locales/payouts/ar.json' with { type: 'json' };
import payoutsEn from './locales/payouts/en.json' with { type: 'json' };
import signInAr from './locales/sign-in/ar.json' with { type: 'json' };
import signInEn from './locales/sign-in/en.json' with { type: 'json' };
import { formatCount } from './numbers.js';

/*
 * The API's words, once: every text the server writes (notifications, calendar events, the bracket embed, prize
 * payouts, the stand-in pages) lives in api/src/i18n/locales/<namespace>/<language>.json, in the remotes' shape
 * (nested keys, i18next plural suffixes, `{{name}}` and `{{count, number}}` placeholders), checked by
 * `npm run i18n:check` like theirs. `t` reads them; code never writes a sentence.
 */

/** A namespace's strings in one language: nested objects of strings. */
export interface NestedStrings {
  [key: string]: string | NestedStrings;
}

const ENGLISH = {
  notifications: notificationsEn,
  calendar: calendarEn,
  embed: embedEn,
  'brackets-viewer': bracketsViewerEn,
  payouts: payoutsEn,
  connections: connectionsEn,
  'sign-in': signInEn,
};

/** The API's namespaces: the folders of api/src/i18n/locales. */
export type Namespace = keyof typeof ENGLISH;

const RESOURCES: Record<Locale, Record<Namespace, NestedStrings>> = {
  en: ENGLISH,
  ar: {
    notifications: notificationsAr,
    calendar: calendarAr,
    embed: embedAr,
    'brackets-viewer': bracketsViewerAr,
    payouts: payoutsAr,
    connections: connectionsAr,
    'sign-in': signInAr,
  },
};

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
/** `message_other` → `message`, `place_ordinal_two` → `place`: a plural is asked for by its key. */
type LogicalKey<K extends string> = K extends `${infer Base}_ordinal_${PluralSuffix}`
  ? Base
  : K extends `${infer Base}_${PluralSuffix}`
    ? Base
    : K;
type KeysOf<T> = {
  [K in keyof T & string]: T[K] extends string ? LogicalKey<K> : `${K}.${KeysOf<T[K]>}`;
}[keyof T & string];

/** Every text of the API, as `namespace:key` (`notifications:matchFound.title`), read from the English files. */
export type TextKey = { [N in Namespace]: `${N}:${KeysOf<(typeof ENGLISH)[N]>}` }[Namespace];

/** A value for a placeholder: a text, a number (written as the language writes numbers) or a text per language. */
export type TextParam = string | number | Readonly<Record<Locale, string>>;

/**
 * The values of a text's placeholders. `count` picks a plural form (`_one`, `_few`...), `ordinal: true` an
 * ordinal one (`_ordinal_two`), as i18next does.
 */
export interface TextParams {
  readonly count?: number;
  readonly ordinal?: boolean;
  readonly [name: string]: TextParam | boolean | undefined;
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralCategory(locale: Locale, count: number, ordinal: boolean): string {
  const id = `${locale}:${ordinal ? 'ordinal' : 'cardinal'}`;
  let rules = pluralRules.get(id);
  if (!rules) {
    rules = new Intl.PluralRules(locale, { type: ordinal ? 'ordinal' : 'cardinal' });
    pluralRules.set(id, rules);
  }
  return rules.select(count);
}

/** The text of a key in one language (its plural form for `count`), or undefined when that language lacks it. */
function lookup(locale: Locale, key: string, params: TextParams): string | undefined {
  const separator = key.indexOf(':');
  const path = key.slice(separator + 1).split('.');
  const leaf = path.pop()!;
  let node: string | NestedStrings | undefined = RESOURCES[locale][key.slice(0, separator) as Namespace];
  for (const part of path) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'object') return undefined;
  const candidates: string[] = [];
  if (typeof params.count === 'number') {
    const ordinal = params.ordinal === true;
    // i18next: an explicit `_zero` wins for 0 in every language (Arabic's own rules pick it anyway).
    if (!ordinal && params.count === 0) candidates.push(`${leaf}_zero`);
    candidates.push(`${leaf}${ordinal ? '_ordinal' : ''}_${pluralCategory(locale, params.count, ordinal)}`);
  }
  candidates.push(leaf);
  for (const candidate of candidates) {
    const text = node[candidate];
    if (typeof text === 'string') return text;
  }
  return undefined;
}

const PLACEHOLDER = /\{\{\s*([^},\s]+)\s*(?:,\s*([^}]*?))?\s*\}\}/g;

/**
 * A text of the API in one language, its placeholders filled: numbers as the portal writes them in that language
 * (Arabic-Indic digits in Arabic: `formatCount`), a per-language value in that language. A key missing in Arabic falls back to
 * English (`npm run i18n:check` keeps that from happening); a placeholder without a value is a bug and throws.
 *
 * @example t('en', 'notifications:noShowLost.message', { count: 15 }) // '… within 15 minutes, …'
 */
export function t(locale: Locale, key: TextKey, params: TextParams = {}): string {
  const text = lookup(locale, key, params) ?? lookup('en', key, params);
  if (text === undefined) throw new Error(`No text ${key}`);
  return text.replace(PLACEHOLDER, (_match, name: string, format: string | undefined) => {
    const value = params[name];
    if (value === undefined || typeof value === 'boolean')
      throw new Error(`${key} (${locale}): no value for {{${name}}}`);
    if (format !== undefined && format !== 'number')
      throw new Error(`${key} (${locale}): unknown format {{${name}, ${format}}}`);
    if (typeof value === 'number') return formatCount(value, locale);
    return typeof value === 'string' ? value : value[locale];
  });
}

/** A text in both languages: `{ en, ar }`, as the API stores and returns localized values. */
export function bothLanguages(key: TextKey, params: TextParams = {}): Record<Locale, string> {
  return { en: t('en', key, params), ar: t('ar', key, params) };
}

/**
 * A whole namespace in one language, for a library that takes i18next resources itself (brackets-viewer's labels).
 * A copy: the caller may change it.
 */
export function namespaceStrings(locale: Locale, namespace: Namespace): NestedStrings {
  return structuredClone(RESOURCES[locale][namespace]);
}
