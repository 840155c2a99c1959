import { assetUrl, type Locale, type Post } from '@arena/shared-kit';
import { htmlToPlainText } from './plain-text';
import { postTranslation } from './post-translation';
import { readTimeMinutes } from './read-time';

/** A post as the news screens show it: one language picked, body as plain text, read time worked out. */
export interface PostView {
  id: string;
  /** Language of the texts shown: the locale's, or English when the post has no translation in it. */
  language: Locale;
  title: string;
  summary: string;
  /** Raw HTML of the body; sanitize before rendering. */
  content: string;
  plainText: string;
  readTimeMinutes: number;
  coverImageUrl: string | undefined;
  createdAt: string;
  tags: string[];
}

/**
 * A post in the reader's language (`postTranslation`'s choice): its texts, and its cover — that language's own
 * (the news desk's cover per language) when it has one, else the post's.
 */
export function toPostView(post: Post, locale: Locale): PostView {
  const translation = postTranslation(post, locale);
  const cover = translation?.coverImage || post.coverImage;
  const plainText = htmlToPlainText(translation?.content);
  return {
    id: String(post.id),
    language: translation?.language ?? locale,
    title: translation?.title ?? '',
    summary: translation?.summary ?? '',
    content: translation?.content ?? '',
    plainText,
    readTimeMinutes: readTimeMinutes(plainText),
    coverImageUrl: assetUrl(cover),
    createdAt: post.created_at,
    tags: (post.tags ?? []).filter((tag) => tag.trim()),
  };
}
