import { readLeaderboardQuery, winRateFraction, writeLeaderboardQuery } from './leaderboard';

describe('leaderboard address', () => {
  it('reads the page and the search, bad pages as 1', () => {
    expect(readLeaderboardQuery(new URLSearchParams('page=3&search=Fal'))).toEqual({
      page: 3,
      search: 'Fal',
    });
    expect(readLeaderboardQuery(new URLSearchParams('page=-2'))).toEqual({ page: 1, search: '' });
    expect(readLeaderboardQuery(new URLSearchParams('page=abc'))).toEqual({ page: 1, search: '' });
  });
  it('a new search goes back to page 1; a page change keeps the search', () => {
    const current = { page: 4, search: 'fal' };
    expect(writeLeaderboardQuery(current, { search: 'hawk' }).toString()).toBe('search=hawk');
    expect(writeLeaderboardQuery(current, { page: 5 }).toString()).toBe('search=fal&page=5');
    expect(writeLeaderboardQuery(current, { search: 'fal' }).toString()).toBe('search=fal&page=4');
    expect(writeLeaderboardQuery({ page: 2, search: '' }, { page: 1 }).toString()).toBe('');
  });
  it('reads win rates as a fraction', () => {
    expect(winRateFraction(50)).toBe(0.5);
    expect(winRateFraction(66.7)).toBeCloseTo(0.667);
    expect(winRateFraction(Number.NaN)).toBe(0);
  });
});
