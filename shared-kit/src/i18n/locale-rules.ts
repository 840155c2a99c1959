/*
 * The rules of the portal's translation files, once: the translation tool (mfe-community's translations page,
 * through `@arena/shared-kit/locale-rules`) and `npm run i18n:check` (scripts/i18n-check.mjs, which also checks the
 * API's server texts) use them, so the page and CI always agree. No imports: the check script loads this file on
 * its own, and a remote that imports it bundles it (it is not part of the shared-kit singleton).
 */

/** A namespace's strings flattened to i18next keys (`news.empty.title`) and their text. */
export type FlatStrings = Record<string, string>;

/** A locale file's content: nested objects of strings. */
export interface NestedStrings {
  [key: string]: string | NestedStrings;
}

/** i18next's plural suffixes: English uses `_one`/`_other`, Arabic all six. */
export const PLURAL_SUFFIXES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
/** A plural form's suffix: `_few`, or an ordinal's `_ordinal_few` (i18next's `t(key, { count, ordinal: true })`). */
const PLURAL_FORM = new RegExp(`_(?:ordinal_)?(?:${PLURAL_SUFFIXES.join('|')})$`);
const ORDINAL_FORM = new RegExp(`_ordinal_(?:${PLURAL_SUFFIXES.join('|')})$`);

/** `{ a: { b: 'x' } }` → `{ 'a.b': 'x' }`. */
export function flatten(strings: NestedStrings, prefix = ''): FlatStrings {
  const flat: FlatStrings = {};
  for (const [key, value] of Object.entries(strings)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat[path] = value;
    else Object.assign(flat, flatten(value, path));
  }
  return flat;
}

/** `{ 'a.b': 'x' }` → `{ a: { b: 'x' } }`, keys in the order given. */
export function unflatten(flat: FlatStrings): NestedStrings {
  const nested: NestedStrings = {};
  for (const [path, value] of Object.entries(flat)) {
    const parts = path.split('.');
    let node = nested;
    for (const part of parts.slice(0, -1)) {
      const next = node[part];
      if (typeof next === 'object') node = next;
      else node = node[part] = {};
    }
    node[parts[parts.length - 1]] = value;
  }
  return nested;
}

/**
 * The key a plural form belongs to: `readTime_other` → `readTime`, `place_ordinal_two` → `place`; other keys are
 * their own.
 */
export function logicalKey(key: string): string {
  return key.replace(PLURAL_FORM, '');
}

/** The logical keys of a namespace (a plural's forms count once), each with its forms' keys. */
export function logicalKeys(strings: FlatStrings): Map<string, string[]> {
  const keys = new Map<string, string[]>();
  for (const key of Object.keys(strings)) {
    const logical = logicalKey(key);
    keys.set(logical, [...(keys.get(logical) ?? []), key]);
  }
  return keys;
}

/** The `{{placeholders}}` of a text, by name (`{{count, number}}` → `count`). */
export function placeholders(text: string): Set<string> {
  const names = new Set<string>();
  for (const match of text.matchAll(/\{\{\s*([^},\s]+)[^}]*\}\}/g)) names.add(match[1]);
  return names;
}

/**
 * The placeholders of a logical key in one language: those of all its forms. An Arabic `_one` or `_two` may say
 * "one match" without `{{count}}`; the key as a whole still uses it.
 */
function keyPlaceholders(strings: FlatStrings, forms: string[]): Set<string> {
  return new Set(forms.flatMap((form) => [...placeholders(strings[form])]));
}

export interface PlaceholderMismatch {
  key: string;
  en: string[];
  ar: string[];
}

export interface NamespaceReport {
  /** Logical keys in English and in Arabic. */
  enCount: number;
  arCount: number;
  /** Logical keys present in both languages. */
  bothCount: number;
  /** Keys present in both ÷ the larger key count, in percent, 2 decimals (P2 §9). */
  matchPercentage: number;
  missingInArabic: string[];
  extraInArabic: string[];
  placeholderMismatches: PlaceholderMismatch[];
}

/** Keys in both ÷ the larger count, in percent rounded to 2 decimals; two empty languages match fully. */
export function matchPercentage(bothCount: number, enCount: number, arCount: number): number {
  const larger = Math.max(enCount, arCount);
  return larger === 0 ? 100 : Math.round((bothCount / larger) * 10_000) / 100;
}

/** `98.5` → `"98.50%"`. */
export function formatPercentage(percentage: number): string {
  return `${percentage.toFixed(2)}%`;
}

const sorted = (names: Set<string>) => [...names].sort();

/** Compares a namespace's English and Arabic strings, plural-aware. */
export function compareNamespace(en: FlatStrings, ar: FlatStrings): NamespaceReport {
  const enKeys = logicalKeys(en);
  const arKeys = logicalKeys(ar);
  const both = [...enKeys.keys()].filter((key) => arKeys.has(key));
  const placeholderMismatches: PlaceholderMismatch[] = [];
  for (const key of both) {
    const enNames = keyPlaceholders(en, enKeys.get(key) ?? []);
    const arNames = keyPlaceholders(ar, arKeys.get(key) ?? []);
    const same = enNames.size === arNames.size && [...enNames].every((name) => arNames.has(name));
    if (!same) placeholderMismatches.push({ key, en: sorted(enNames), ar: sorted(arNames) });
  }
  return {
    enCount: enKeys.size,
    arCount: arKeys.size,
    bothCount: both.length,
    matchPercentage: matchPercentage(both.length, enKeys.size, arKeys.size),
    missingInArabic: [...enKeys.keys()].filter((key) => !arKeys.has(key)),
    extraInArabic: [...arKeys.keys()].filter((key) => !enKeys.has(key)),
    placeholderMismatches,
  };
}

/**
 * The whole portal's match: keys in both languages over every namespace ÷ the larger of the two languages'
 * total key counts.
 */
export function overallPercentage(reports: NamespaceReport[]): number {
  const total = (pick: (report: NamespaceReport) => number) =>
    reports.reduce((sum, report) => sum + pick(report), 0);
  return matchPercentage(
    total((report) => report.bothCount),
    total((report) => report.enCount),
    total((report) => report.arCount),
  );
}

/**
 * The Western digits an Arabic text writes itself (`10 ميغابايت`, `40%`), outside its `{{placeholders}}`, its tags
 * and Latin words such as `MP4`, `1vs1` or `SA03`: Arabic pages write ٠-٩, and a number the code gives goes
 * through `{{value, number}}`.
 */
export function westernDigits(text: string): string[] {
  const prose = text.replace(/\{\{[^}]*\}\}/g, ' ').replace(/<\/?[A-Za-z][^>]*>/g, ' ');
  return [...prose.matchAll(/(?<![A-Za-z0-9])[0-9](?:[0-9.,%]*[0-9%])?(?![A-Za-z0-9])/g)].map(
    (match) => match[0],
  );
}

/** The plural forms each language needs (i18next's suffixes): English `one` and `other`, Arabic all six. */
export const PLURAL_FORMS: Record<'en' | 'ar', readonly (typeof PLURAL_SUFFIXES)[number][]> = {
  en: ['one', 'other'],
  ar: PLURAL_SUFFIXES,
};

/**
 * The ordinal forms each language needs (`_ordinal_<suffix>`, CLDR's ordinal categories): English `1st`, `2nd`,
 * `3rd`, `4th` (one, two, few, other); Arabic one form for every number.
 */
export const ORDINAL_FORMS: Record<'en' | 'ar', readonly (typeof PLURAL_SUFFIXES)[number][]> = {
  en: ['one', 'two', 'few', 'other'],
  ar: ['other'],
};

/**
 * The plurals of a language missing one of its forms (`news.readTime_two`, `place_ordinal_few`): i18next would show
 * another language's text for that count. A key without plural forms is not a plural; a key with ordinal forms
 * needs its language's ordinal forms.
 */
export function missingPluralForms(strings: FlatStrings, language: 'en' | 'ar'): string[] {
  const missing: string[] = [];
  for (const [key, forms] of logicalKeys(strings)) {
    const ordinal = forms.filter((form) => ORDINAL_FORM.test(form));
    const cardinal = forms.filter((form) => form !== key && !ORDINAL_FORM.test(form));
    if (cardinal.length > 0)
      for (const suffix of PLURAL_FORMS[language])
        if (!forms.includes(`${key}_${suffix}`)) missing.push(`${key}_${suffix}`);
    if (ordinal.length > 0)
      for (const suffix of ORDINAL_FORMS[language])
        if (!forms.includes(`${key}_ordinal_${suffix}`)) missing.push(`${key}_ordinal_${suffix}`);
  }
  return missing;
}

/**
 * Why a new key cannot be added: it exists (as a key or one of its plural forms), or it would turn a text into
 * a group of keys (or the reverse).
 */
export function newKeyProblem(key: string, existing: string[]): 'exists' | 'clash' | 'invalid' | null {
  if (!/^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/.test(key)) return 'invalid';
  const logical = logicalKey(key);
  if (existing.some((other) => other === key || logicalKey(other) === logical)) return 'exists';
  if (existing.some((other) => other.startsWith(`${key}.`) || key.startsWith(`${other}.`))) return 'clash';
  return null;
}
