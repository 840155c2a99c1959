import type { Locale, Post, PostTranslation } from '@arena/shared-kit';

/** P2 §3: English is the fallback language of a post. */
export const FALLBACK_LANGUAGE: Locale = 'en';

function hasText(translation: PostTranslation | undefined): translation is PostTranslation {
  return Boolean(translation && (translation.title?.trim() || translation.content?.trim()));
}

/**
 * The translation of a post to show in a locale: the locale's own, else English, else whichever exists.
 * Entries without a title or body count as missing. Undefined only when the post has no usable translation.
 *
 * @example postTranslation(post, 'ar')?.title
 */
export function postTranslation(
  post: Pick<Post, 'translations'>,
  locale: Locale,
): PostTranslation | undefined {
  const translations = post.translations ?? [];
  const inLanguage = (language: Locale) =>
    translations.find((entry) => entry.language === language && hasText(entry));
  return inLanguage(locale) ?? inLanguage(FALLBACK_LANGUAGE) ?? translations.find(hasText);
}
