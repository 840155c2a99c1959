import type { Locale } from '@arena/contract';

const NUMBER_FORMATS: Record<Locale, Intl.NumberFormat> = {
  en: new Intl.NumberFormat('en-US'),
  ar: new Intl.NumberFormat('ar-SA'),
};

/**
 * A number as the portal writes it in a language, like shared-kit's `formatNumber` in the remotes: Arabic-Indic
 * digits and the Arabic thousands separator (U+066C) in Arabic, `1,500` in English. Every number in a server text goes through it.
 */
export function formatCount(value: number, locale: Locale): string {
  return NUMBER_FORMATS[locale].format(value);
}

const ARABIC_PLURALS = new Intl.PluralRules('ar');

/**
 * The forms of an Arabic counted noun by plural category (CLDR): `one` (1), `two` (2), `few` (3 to 10: the plural
 * noun), `many` (11 to 99: the singular, accusative), `other` (100 and up, by default `many`) and `zero` (by
 * default `many`). `#` stands for the count.
 */
export interface ArabicCountForms {
  zero?: string;
  one: string;
  two: string;
  few: string;
  many: string;
  other?: string;
}

/**
 * A counted Arabic phrase: the form of the count's plural category, its `#` written in Arabic-Indic digits (5
 * matches: the `few` form, `#` as the Arabic-Indic five). For the seed's content; the API's own texts are plural keys of its
 * resources (`message_few`...), which `t` picks the same way.
 */
export function arabicCount(count: number, forms: ArabicCountForms): string {
  const category = ARABIC_PLURALS.select(count);
  const form =
    category === 'zero'
      ? forms.zero
      : category === 'other'
        ? forms.other
        : forms[category as 'one' | 'two' | 'few' | 'many'];
  return (form ?? forms.many).replaceAll('#', formatCount(count, 'ar'));
}

/** A counted English phrase: `1 match`, `5 matches`. */
export function englishCount(count: number, singular: string, plural: string): string {
  return `${formatCount(count, 'en')} ${count === 1 ? singular : plural}`;
}
