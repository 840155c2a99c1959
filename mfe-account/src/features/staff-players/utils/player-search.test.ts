import { NO_PLAYER_SEARCH, playersCallQuery, playerSearchOf, playerSearchParams } from './player-search';

describe('player search in the address', () => {
  it('reads what it understands and leaves the rest out', () => {
    expect(playerSearchOf(new URLSearchParams('search=%20falcon%23mena%20&region=euw1&page=3'))).toEqual({
      search: 'falcon#mena',
      region: 'euw1',
      page: 3,
    });
    expect(playerSearchOf(new URLSearchParams('region=mars&page=-2'))).toEqual(NO_PLAYER_SEARCH);
    expect(playerSearchOf(new URLSearchParams('page=1.5'))).toEqual(NO_PLAYER_SEARCH);
  });

  it('writes only what is set, and round-trips', () => {
    expect(playerSearchParams(NO_PLAYER_SEARCH).toString()).toBe('');
    const search = { search: 'Cheater', region: 'me1' as const, page: 2 };
    expect(playerSearchParams(search).toString()).toBe('search=Cheater&region=me1&page=2');
    expect(playerSearchOf(playerSearchParams(search))).toEqual(search);
  });

  it("asks the API for the page with the search's fields", () => {
    expect(playersCallQuery(NO_PLAYER_SEARCH)).toEqual({ page: 1 });
    expect(playersCallQuery({ search: 'x', region: 'me1', page: 4 })).toEqual({
      search: 'x',
      region: 'me1',
      page: 4,
    });
  });
});
