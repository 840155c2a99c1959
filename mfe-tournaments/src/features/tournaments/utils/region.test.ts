import { matchesRegion, parseRegion, selectRegion } from './region';

describe('selectRegion', () => {
  it('takes the query region first, whatever the player’s game account says', () => {
    expect(selectRegion('eu', 'me1')).toBe('eu');
    expect(selectRegion('me', 'euw1')).toBe('me');
    expect(selectRegion('EU', null)).toBe('eu');
  });

  it('else the game-account region: euw1 gives Europe, me1 Middle East', () => {
    expect(selectRegion(null, 'euw1')).toBe('eu');
    expect(selectRegion(undefined, 'me1')).toBe('me');
    expect(selectRegion('asia', 'euw1')).toBe('eu');
  });

  it('else Middle East', () => {
    expect(selectRegion(null, null)).toBe('me');
    expect(selectRegion('', 'na1')).toBe('me');
    expect(selectRegion('europe', undefined)).toBe('me');
  });
});

describe('parseRegion', () => {
  it('accepts me and eu only', () => {
    expect(parseRegion(' me ')).toBe('me');
    expect(parseRegion('Eu')).toBe('eu');
    expect(parseRegion('euw')).toBeNull();
    expect(parseRegion(null)).toBeNull();
  });
});

describe('matchesRegion', () => {
  it('me matches regions containing "me"', () => {
    expect(matchesRegion('me1', 'me')).toBe(true);
    expect(matchesRegion('ME', 'me')).toBe(true);
    expect(matchesRegion('euw1', 'me')).toBe(false);
  });

  it('eu matches regions containing "euw"', () => {
    expect(matchesRegion('euw1', 'eu')).toBe(true);
    expect(matchesRegion('EUW', 'eu')).toBe(true);
    expect(matchesRegion('eune1', 'eu')).toBe(false);
    expect(matchesRegion('me1', 'eu')).toBe(false);
  });

  it('matches nothing without a region', () => {
    expect(matchesRegion('', 'me')).toBe(false);
    expect(matchesRegion(null, 'eu')).toBe(false);
  });
});
