import { localized, type Locale, type LocalizedImage } from '@arena/shared-kit';

/** P1 §9: the carousel advances every 10 s. */
export const CAROUSEL_INTERVAL_MS = 10_000;

/** The image of a slide in a language: a single string serves both, a map falls back to English. */
export function slideImage(image: LocalizedImage | null | undefined, locale: Locale): string | undefined {
  return localized(image, locale) || undefined;
}

/** The slide after the last is the first, the one before the first is the last. */
export function wrapSlideIndex(index: number, count: number): number {
  return count === 0 ? 0 : ((index % count) + count) % count;
}
