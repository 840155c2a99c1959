import { placeLabel, placeOfPrizeName, prizeAmountLabel, prizeCurrency, splitPrizePool } from './prize-pool';

const prizes = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ name: `Place ${index + 1}`, amount: String(1000 - index) }));

describe('splitPrizePool', () => {
  it('shows the first three and keeps the rest for View More Prizes', () => {
    const { first, more } = splitPrizePool(prizes(5));
    expect(first.map((prize) => prize.name)).toEqual(['Place 1', 'Place 2', 'Place 3']);
    expect(more.map((prize) => prize.name)).toEqual(['Place 4', 'Place 5']);
  });

  it('has nothing more to show for three prizes or fewer, and copes with a missing list', () => {
    expect(splitPrizePool(prizes(3)).more).toEqual([]);
    expect(splitPrizePool(prizes(2))).toEqual({ first: prizes(2), more: [] });
    expect(splitPrizePool(undefined)).toEqual({ first: [], more: [] });
  });
});

describe('placeOfPrizeName', () => {
  it('reads the place of a name that only states one, however it is written', () => {
    expect(['1st Place', '2nd place', '3RD PLACE', '4th', ' 21st Place '].map(placeOfPrizeName)).toEqual([
      1, 2, 3, 4, 21,
    ]);
  });

  it('leaves any other name alone', () => {
    expect(['MVP', 'Place 1', '1st Place (again)', 'Best 2nd team', ''].map(placeOfPrizeName)).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});

describe('placeLabel', () => {
  it('English: ST, ND, RD and TH, teens included', () => {
    expect(
      [1, 2, 3, 4, 10, 11, 12, 13, 21, 22, 23, 101, 111].map((place) => placeLabel(place, 'en')),
    ).toEqual([
      '1ST',
      '2ND',
      '3RD',
      '4TH',
      '10TH',
      '11TH',
      '12TH',
      '13TH',
      '21ST',
      '22ND',
      '23RD',
      '101ST',
      '111TH',
    ]);
  });

  it('Arabic: natural ordinals', () => {
    expect([1, 2, 3, 4, 10].map((place) => placeLabel(place, 'ar'))).toEqual([
      'الأول',
      'الثاني',
      'الثالث',
      'الرابع',
      'العاشر',
    ]);
    expect(placeLabel(11, 'ar')).toBe('الحادي عشر');
    expect(placeLabel(12, 'ar')).toBe('الثاني عشر');
    expect(placeLabel(19, 'ar')).toBe('التاسع عشر');
    expect(placeLabel(20, 'ar')).toBe('العشرون');
    expect(placeLabel(21, 'ar')).toBe('الـ٢١');
  });
});

describe('prize amounts', () => {
  it('takes the currency from the pool, USD when it names none', () => {
    expect(prizeCurrency('10000 USD')).toBe('USD');
    expect(prizeCurrency('2000 eur')).toBe('EUR');
    expect(prizeCurrency('EUR 2000')).toBe('EUR');
    expect(prizeCurrency('5000')).toBe('USD');
    expect(prizeCurrency('')).toBe('USD');
    expect(prizeCurrency(null)).toBe('USD');
  });

  it('numbers get thousands separators per locale and the currency; anything else shows as it is', () => {
    expect(prizeAmountLabel('5000', '10000 USD', 'en')).toBe('5,000 USD');
    expect(prizeAmountLabel('1,200', '3000 EUR', 'en')).toBe('1,200 EUR');
    expect(prizeAmountLabel('5000', '10000 USD', 'ar')).toBe('٥٬٠٠٠ USD');
    expect(prizeAmountLabel('Gaming headset', '0 USD', 'en')).toBe('Gaming headset');
    expect(prizeAmountLabel('Gaming headset', '0 USD', 'ar')).toBe('Gaming headset');
  });
});
