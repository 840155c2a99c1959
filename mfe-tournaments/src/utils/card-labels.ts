import { formatCurrency, type Locale } from '@arena/shared-kit';

/** Tournament format default (P1 §9). */
export const DEFAULT_FORMAT = '5v5';

/**
 * The prize pool as the card shows it (P1 §3 prizepool_format: amount plus currency, default USD):
 * `10000 USD` → `10,000 USD` (locale digits); text that is not an amount is shown as it is; empty → `0 USD`.
 */
export function prizePoolLabel(prizepoolFormat: string | null | undefined, locale: Locale): string {
  const text = (prizepoolFormat ?? '').trim();
  if (!text) return formatCurrency(0, 'USD', locale);
  const match = /^(?:([A-Za-z]{3})\s*)?([\d.,]+)\s*([A-Za-z]{3})?$/.exec(text);
  if (!match) return text;
  const [, currencyBefore, amount, currencyAfter] = match;
  return formatCurrency(amount, (currencyAfter ?? currencyBefore ?? 'USD').toUpperCase(), locale);
}

/** The skill-level range: `Iron – Gold` for several levels, the level itself for one, null for none. */
export function skillRange(skills: readonly string[] | null | undefined): string | null {
  const list = (skills ?? []).filter((skill) => skill.trim() !== '');
  if (list.length === 0) return null;
  return list.length === 1 ? list[0] : `${list[0]} – ${list[list.length - 1]}`;
}
