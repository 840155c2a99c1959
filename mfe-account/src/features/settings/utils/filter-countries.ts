import type { Country } from '@arena/shared-kit';

/** The countries whose name contains the typed text, ignoring case (P1 §2); all of them for blank text. */
export function filterCountries(countries: readonly Country[], text: string): Country[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...countries];
  return countries.filter((country) => country.name.toLowerCase().includes(needle));
}
