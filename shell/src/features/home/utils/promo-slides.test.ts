import { CAROUSEL_INTERVAL_MS, slideImage, wrapSlideIndex } from './promo-slides';

describe('home carousel slides', () => {
  it('advances every 10 seconds', () => {
    expect(CAROUSEL_INTERVAL_MS).toBe(10_000);
  });

  it('reads an image given as one string or per language, falling back to English', () => {
    expect(slideImage('/static/a.svg', 'ar')).toBe('/static/a.svg');
    expect(slideImage({ en: '/en.svg', ar: '/ar.svg' }, 'ar')).toBe('/ar.svg');
    expect(slideImage({ en: '/en.svg', ar: '/ar.svg' }, 'en')).toBe('/en.svg');
    expect(slideImage({ en: '/en.svg' }, 'ar')).toBe('/en.svg');
    expect(slideImage(undefined, 'en')).toBeUndefined();
    expect(slideImage(null, 'ar')).toBeUndefined();
  });

  it('wraps past either end', () => {
    expect(wrapSlideIndex(3, 3)).toBe(0);
    expect(wrapSlideIndex(-1, 3)).toBe(2);
    expect(wrapSlideIndex(1, 3)).toBe(1);
    expect(wrapSlideIndex(5, 0)).toBe(0);
  });
});
