import type { HomeSlide } from '@arena/contract';
import type { Locale } from '@arena/shared-kit';

/** A slide's title in the reader's language, else English's, with the language it is in. */
export function slideTitle(
  slide: Pick<HomeSlide, 'title'>,
  locale: Locale,
): { text: string; language: Locale } {
  return locale === 'ar' && slide.title.ar
    ? { text: slide.title.ar, language: 'ar' }
    : { text: slide.title.en, language: 'en' };
}

/** The image a reader in `locale` sees: the Arabic one for Arabic when there is one, else the English (or only) one. */
export function slideImageFor(image: HomeSlide['image'], locale: Locale): string | null {
  if (image === null || typeof image === 'string') return image;
  return (locale === 'ar' && image.ar) || image.en;
}
