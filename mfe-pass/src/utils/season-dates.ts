import type { Locale } from '@arena/contract';
import { formatDate } from '@arena/shared-kit';

/**
 * A season's first and last days in the reader's language (`Jan 27, 2025` – `Jan 26, 2027`): a season ends at the
 * start of the day after its last one, so the last day shown is the one before `endsAt`.
 */
export function seasonDays(
  season: { startsAt: string; endsAt: string },
  locale: Locale,
): { first: string; last: string } {
  const last = new Date(Date.parse(season.endsAt) - 1);
  return { first: formatDate(season.startsAt, locale) ?? '', last: formatDate(last, locale) ?? '' };
}
