import type { ModeratedPlayersQuery } from '@arena/contract';

/** The regions the player search filters by. */
export const PLAYER_REGIONS = ['me1', 'euw1'] as const;
export type PlayerRegion = (typeof PLAYER_REGIONS)[number];

/** The player search as the address holds it (`/staff/players?search=falcon&region=me1&page=2`). */
export interface PlayerSearch {
  search: string;
  region: PlayerRegion | '';
  page: number;
}

export const NO_PLAYER_SEARCH: PlayerSearch = { search: '', region: '', page: 1 };

const isRegion = (value: string | null): value is PlayerRegion =>
  (PLAYER_REGIONS as readonly (string | null)[]).includes(value);

/** The search an address asks for; anything it does not understand is left out. */
export function playerSearchOf(params: URLSearchParams): PlayerSearch {
  const page = Number(params.get('page'));
  const region = params.get('region');
  return {
    search: (params.get('search') ?? '').trim(),
    region: isRegion(region) ? region : '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address of a search: only what it sets (page 1 and empty fields are left out). */
export function playerSearchParams(search: PlayerSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.search.trim()) params.set('search', search.search.trim());
  if (search.region) params.set('region', search.region);
  if (search.page > 1) params.set('page', String(search.page));
  return params;
}

/** The API's query of a search. */
export function playersCallQuery(search: PlayerSearch): ModeratedPlayersQuery {
  return {
    ...(search.search ? { search: search.search } : {}),
    ...(search.region ? { region: search.region } : {}),
    page: search.page,
  };
}
