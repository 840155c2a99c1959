import { newsFiltersOf, newsQueryOf, newsSearchOf, NO_NEWS_FILTERS } from './news-filters';

describe('the news desk filters', () => {
  it('reads the address, ignoring what it holds wrongly', () => {
    expect(newsFiltersOf(new URLSearchParams('status=scheduled&q= cup &page=3'))).toEqual({
      status: 'scheduled',
      q: 'cup',
      page: 3,
    });
    expect(newsFiltersOf(new URLSearchParams('status=deleted&page=0'))).toEqual(NO_NEWS_FILTERS);
  });

  it('writes set filters only, and asks the API for them', () => {
    expect(newsSearchOf({ status: 'draft', q: '', page: 1 }).toString()).toBe('status=draft');
    expect(newsQueryOf({ status: '', q: 'cup', page: 2 }, 25)).toEqual({ q: 'cup', page: 2, limit: 25 });
  });
});
