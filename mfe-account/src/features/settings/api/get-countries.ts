import { apiCall, type Country } from '@arena/shared-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const COUNTRIES_QUERY_KEY = ['account', 'countries'] as const;

/** GET /v1/general/countries: every country (name, iso2, flag), for the location picker (P1 §7). */
export async function getCountries(): Promise<Country[]> {
  const { data } = await apiCall('GET /v1/general/countries');
  return data?.countries ?? [];
}

export const countriesQuery = () =>
  queryOptions({ queryKey: COUNTRIES_QUERY_KEY, queryFn: getCountries, staleTime: Infinity });

/** The country list; it does not change while the page is open. */
export function useCountries() {
  return useQuery(countriesQuery());
}
