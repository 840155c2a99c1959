import { formatCurrency, formatNumber, type Locale, type PrizeItem } from '@arena/shared-kit';

/** The prize pool shows this many entries before "View More Prizes" (P1 §9). */
export const PRIZES_SHOWN_FIRST = 3;

/** The entries shown at first and the ones "View More Prizes" reveals. */
export function splitPrizePool(
  prizes: readonly PrizeItem[] | null | undefined,
  shownFirst: number = PRIZES_SHOWN_FIRST,
): { first: PrizeItem[]; more: PrizeItem[] } {
  const list = [...(prizes ?? [])];
  return { first: list.slice(0, shownFirst), more: list.slice(shownFirst) };
}

const ENGLISH_SUFFIX: Record<string, string> = { one: 'ST', two: 'ND', few: 'RD', other: 'TH' };
const englishOrdinals = new Intl.PluralRules('en-US', { type: 'ordinal' });

const ARABIC_ORDINALS = [
  'الأول',
  'الثاني',
  'الثالث',
  'الرابع',
  'الخامس',
  'السادس',
  'السابع',
  'الثامن',
  'التاسع',
  'العاشر',
];
const ARABIC_TEENS_FIRST = ['الحادي', ...ARABIC_ORDINALS.slice(1, 9)];

/**
 * The place label of a prize (1-based): `1ST`, `2ND`, `3RD`, `4TH`, `11TH`, `21ST` in English; natural Arabic
 * ordinals (`الأول`, `الحادي عشر`, `العشرون`), and `الـ٢١` past twenty.
 */
export function placeLabel(place: number, locale: Locale): string {
  if (locale === 'ar') {
    if (place >= 1 && place <= 10) return ARABIC_ORDINALS[place - 1];
    if (place >= 11 && place <= 19) return `${ARABIC_TEENS_FIRST[place - 11]} عشر`;
    if (place === 20) return 'العشرون';
    return `الـ${formatNumber(place, 'ar')}`;
  }
  return `${place}${ENGLISH_SUFFIX[englishOrdinals.select(place)] ?? 'TH'}`;
}

/**
 * The place a prize's name states when that is all it states (`1st Place`, `2nd`, `3rd place`: what organisers
 * write), so the page can say it in the viewer's language; null for any other name (`MVP`).
 */
export function placeOfPrizeName(name: string): number | null {
  const match = /^\s*(\d+)\s*(?:st|nd|rd|th)(?:\s+place)?\s*$/i.exec(name);
  return match ? Number(match[1]) : null;
}

/** The currency of the pool (`10000 USD` → USD, `EUR 2000` → EUR); USD when it names none (P1 §3). */
export function prizeCurrency(prizepoolFormat: string | null | undefined): string {
  const code = /(?:^|[\s\d])([A-Za-z]{3})(?:$|[\s\d])/.exec((prizepoolFormat ?? '').trim())?.[1];
  return code ? code.toUpperCase() : 'USD';
}

/** A prize amount: numbers with the locale's separators and the pool's currency; anything else as it is. */
export function prizeAmountLabel(amount: string, prizepoolFormat: string | null | undefined, locale: Locale) {
  return formatCurrency(amount, prizeCurrency(prizepoolFormat), locale);
}
