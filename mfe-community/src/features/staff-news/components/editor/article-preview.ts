import type { Locale, Post } from '@arena/shared-kit';
import type { ComponentType } from 'react';

/**
 * How the article page draws a post for a reader in `language`: the news remote's `ArticlePreview`, handed to the
 * desk by the route table (src/app), since one feature never imports another.
 */
export type ArticlePreviewComponent = ComponentType<{ post: Post; language: Locale }>;
