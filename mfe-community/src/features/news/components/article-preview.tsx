import type { Locale, Post } from '@arena/shared-kit';
import { useMemo } from 'react';
import { toPostView } from '../utils/post-view';
import { ArticleContent } from './article-content';

export interface ArticlePreviewProps {
  /** The post as the API will answer it once published (its body already HTML). */
  post: Post;
  /** The reader's language: its texts and cover, else English's, as on the article page. */
  language: Locale;
}

/**
 * A post drawn exactly as its article page will draw it for a reader in `language` (the news desk's live preview):
 * the same choice of texts and cover (`toPostView`) and the same title, meta, cover, sanitized body and tags
 * (`ArticleContent`), the title a heading of the desk's page's section.
 */
export function ArticlePreview({ post, language }: ArticlePreviewProps) {
  const article = useMemo(() => toPostView(post, language), [post, language]);
  return <ArticleContent article={article} titleAs="h3" />;
}
