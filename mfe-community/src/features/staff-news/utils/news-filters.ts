import type { StaffNewsQuery } from '@arena/contract';
import type { NewsStatus } from '@arena/contract/rules';

/** The statuses the list can be narrowed to, in the filter's order. */
export const NEWS_STATUSES = ['draft', 'scheduled', 'published'] as const satisfies readonly NewsStatus[];

/** The list's filters as the page's address keeps them (`?status=draft&q=cup&page=2`): a link reproduces the view. */
export interface NewsFilters {
  /** One status, or '' for every post. */
  status: NewsStatus | '';
  /** Words of a title, in either language. */
  q: string;
  page: number;
}

export const NO_NEWS_FILTERS: NewsFilters = { status: '', q: '', page: 1 };

/** The longest search the API takes (`staffNewsQuery.q`). */
export const NEWS_SEARCH_MAX = 100;

/** The filters an address holds; what it holds wrongly (an unknown status, a page of zero) counts as unset. */
export function newsFiltersOf(search: URLSearchParams): NewsFilters {
  const status = NEWS_STATUSES.find((known) => known === search.get('status')) ?? '';
  const q = (search.get('q') ?? '').trim().slice(0, NEWS_SEARCH_MAX);
  const page = Number(search.get('page'));
  return { status, q, page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

/** The address's query for `filters`: set filters only, page 1 left out. */
export function newsSearchOf(filters: NewsFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.status) search.set('status', filters.status);
  if (filters.q.trim()) search.set('q', filters.q.trim());
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

/** The query of GET /v1/admin/news for `filters`. */
export function newsQueryOf(filters: NewsFilters, limit: number): StaffNewsQuery {
  return {
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.q ? { q: filters.q } : {}),
    page: filters.page,
    limit,
  };
}
