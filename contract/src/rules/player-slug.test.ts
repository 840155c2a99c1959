import { parsePlayerSlug, playerSlug } from './player-slug.js';

describe('player page slugs', () => {
  test('encode each part and split at the last dash', () => {
    expect(playerSlug('Sam Rivers', 'EUW')).toBe('Sam%20Rivers-EUW');
    expect(parsePlayerSlug(decodeURIComponent(playerSlug('نجم-الشرق', 'ME1')))).toEqual({
      gameName: 'نجم-الشرق',
      tagLine: 'ME1',
    });
  });

  test('a slug without a game name or tag line is no player', () => {
    expect(parsePlayerSlug('NoTag')).toBeNull();
    expect(parsePlayerSlug('-EUW')).toBeNull();
    expect(parsePlayerSlug('Sam-')).toBeNull();
  });
});
