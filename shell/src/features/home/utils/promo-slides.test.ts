import { CAROUSEL_INTERVAL_MS, PROMO_SLIDES, slideImage, wrapSlideIndex } from './promo-slides';

describe('home carousel slides', () => {
  it('links the first slide to /me-pass and the second and third to /tournaments', () => {
    expect(PROMO_SLIDES.map((slide) => slide.link)).toEqual(['/me-pass', '/tournaments', '/tournaments']);
  });

  it('has id, title, description, link and badge on every slide', () => {
    for (const slide of PROMO_SLIDES) {
      expect(slide).toEqual(
        expect.objectContaining({
          id: expect.any(String),
          title: expect.any(String),
          badge: expect.any(String),
        }),
      );
    }
  });

  it('advances every 10 seconds', () => {
    expect(CAROUSEL_INTERVAL_MS).toBe(10_000);
  });

  it('reads an image given as one string or per language, falling back to English', () => {
    expect(slideImage('/static/a.svg', 'ar')).toBe('/static/a.svg');
    expect(slideImage({ en: '/en.svg', ar: '/ar.svg' }, 'ar')).toBe('/ar.svg');
    expect(slideImage({ en: '/en.svg', ar: '/ar.svg' }, 'en')).toBe('/en.svg');
    expect(slideImage({ en: '/en.svg' }, 'ar')).toBe('/en.svg');
    expect(slideImage(undefined, 'en')).toBeUndefined();
  });

  it('wraps past either end', () => {
    expect(wrapSlideIndex(3, 3)).toBe(0);
    expect(wrapSlideIndex(-1, 3)).toBe(2);
    expect(wrapSlideIndex(1, 3)).toBe(1);
    expect(wrapSlideIndex(5, 0)).toBe(0);
  });
});
