import { localized, type Locale, type LocalizedImage } from '@arena/shared-kit';

/** One slide of the home carousel (P1 §1): texts are keys of the `shell` namespace. */
export interface PromoSlide {
  id: string;
  title: string;
  description: string;
  link: string;
  /** One image for both languages, or one per language falling back to English. */
  image?: LocalizedImage;
  badge: string;
  cta: string;
  /** The drawn background used when there is no image, or behind it while it loads. */
  artwork: 'pass' | 'tournaments' | 'prizes';
}

function slide(id: PromoSlide['artwork'], link: string): PromoSlide {
  const key = `home.carousel.slides.${id}`;
  return {
    id,
    title: `${key}.title`,
    description: `${key}.description`,
    badge: `${key}.badge`,
    cta: `${key}.cta`,
    link,
    artwork: id,
  };
}

/** P1 §1: the first slide links to /me-pass, the second and third to /tournaments. */
export const PROMO_SLIDES: readonly PromoSlide[] = [
  slide('pass', '/me-pass'),
  slide('tournaments', '/tournaments'),
  slide('prizes', '/tournaments'),
];

/** P1 §9: the carousel advances every 10 s. */
export const CAROUSEL_INTERVAL_MS = 10_000;

/** The image of a slide in a language: a single string serves both, a map falls back to English. */
export function slideImage(image: LocalizedImage | undefined, locale: Locale): string | undefined {
  return localized(image, locale) || undefined;
}

/** The slide after the last is the first, the one before the first is the last. */
export function wrapSlideIndex(index: number, count: number): number {
  return count === 0 ? 0 : ((index % count) + count) % count;
}
