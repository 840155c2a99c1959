import { setMetaTag } from '@arena/shared-kit';
import { useEffect } from 'react';

export interface TournamentMeta {
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
 * The description, Open Graph and Twitter card tags of a tournament page, put back as they were when the page
 * closes so the next page does not inherit them.
 */
export function useTournamentMeta({ title, description, url, image }: TournamentMeta): void {
  useEffect(() => {
    const tags: [MetaKey, string][] = [
      [['description', 'name'], description],
      [['og:type', 'property'], 'website'],
      [['og:title', 'property'], title],
      [['og:description', 'property'], description],
      [['og:url', 'property'], url],
      [['twitter:card', 'name'], image ? 'summary_large_image' : 'summary'],
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
  }, [title, description, url, image]);
}
