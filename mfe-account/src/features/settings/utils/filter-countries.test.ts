import type { Country } from '@arena/shared-kit';
import { filterCountries } from './filter-countries';

const countries: Country[] = [
  { name: 'Bahrain', iso2: 'BH', flag: '🇧🇭' },
  { name: 'Egypt', iso2: 'EG', flag: '🇪🇬' },
  { name: 'Saudi Arabia', iso2: 'SA', flag: '🇸🇦' },
  { name: 'United Arab Emirates', iso2: 'AE', flag: '🇦🇪' },
];

describe('filterCountries', () => {
  it('matches a substring of the name, ignoring case', () => {
    expect(filterCountries(countries, 'arab').map((c) => c.name)).toEqual([
      'Saudi Arabia',
      'United Arab Emirates',
    ]);
    expect(filterCountries(countries, 'RAIN').map((c) => c.name)).toEqual(['Bahrain']);
  });

  it('gives every country for blank text and none for nonsense', () => {
    expect(filterCountries(countries, '  ')).toHaveLength(4);
    expect(filterCountries(countries, 'qzx')).toEqual([]);
  });
});
