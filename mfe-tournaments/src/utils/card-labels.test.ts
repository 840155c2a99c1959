import { prizePoolLabel, skillRange } from './card-labels';

describe('prizePoolLabel', () => {
  it('adds thousands separators and keeps the currency', () => {
    expect(prizePoolLabel('10000 USD', 'en')).toBe('10,000 USD');
    expect(prizePoolLabel('2,500 SAR', 'en')).toBe('2,500 SAR');
    expect(prizePoolLabel('EUR 1500', 'en')).toBe('1,500 EUR');
  });

  it('defaults the currency to USD and an empty pool to 0 USD', () => {
    expect(prizePoolLabel('750', 'en')).toBe('750 USD');
    expect(prizePoolLabel('', 'en')).toBe('0 USD');
    expect(prizePoolLabel(null, 'en')).toBe('0 USD');
  });

  it('shows non-numeric text as it is', () => {
    expect(prizePoolLabel('Skins and RP', 'en')).toBe('Skins and RP');
  });

  it('uses Arabic digits in Arabic', () => {
    expect(prizePoolLabel('10000 USD', 'ar')).toBe('١٠٬٠٠٠ USD');
  });
});

describe('skillRange', () => {
  it('spans first to last level', () => {
    expect(skillRange(['Iron', 'Bronze', 'Silver', 'Gold'])).toBe('Iron – Gold');
  });

  it('is the level itself for one, and null for none', () => {
    expect(skillRange(['Diamond'])).toBe('Diamond');
    expect(skillRange([])).toBeNull();
    expect(skillRange(undefined)).toBeNull();
  });
});
