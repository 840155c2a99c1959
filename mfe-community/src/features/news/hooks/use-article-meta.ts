import { setMetaTag } from '@arena/shared-kit';
import { useEffect } from 'react';

export interface ArticleMeta {
  title: string;
  description: string;
  url: string;
  image?: string;
}

type MetaKey = readonly [key: string, attribute: 'name' | 'property'];

function metaTag([key, attribute]: MetaKey): HTMLMetaElement | null {
  return document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
}

/**
 * Description, Open Graph and Twitter card tags of a news article (P2 §2), put back as they were when the
 * article closes so the next page does not inherit them.
 */
export function useArticleMeta(meta: ArticleMeta | null): void {
  const { title, description, url, image } = meta ?? { title: '', description: '', url: '' };
  const enabled = meta !== null;
  useEffect(() => {
    if (!enabled) return undefined;
    const tags: [MetaKey, string][] = [
      [['description', 'name'], description],
      [['og:type', 'property'], 'article'],
      [['og:title', 'property'], title],
      [['og:description', 'property'], description],
      [['og:url', 'property'], url],
      [['twitter:card', 'name'], 'summary_large_image'],
      [['twitter:title', 'name'], title],
      [['twitter:description', 'name'], description],
    ];
    if (image) tags.push([['og:image', 'property'], image], [['twitter:image', 'name'], image]);

    const previous = tags.map(([key]) => [key, metaTag(key)?.content ?? null] as const);
    for (const [[key, attribute], content] of tags) setMetaTag(key, content, attribute);
    return () => {
      for (const [key, content] of previous) {
        if (content === null) metaTag(key)?.remove();
        else setMetaTag(key[0], content, key[1]);
      }
    };
  }, [enabled, title, description, url, image]);
}
