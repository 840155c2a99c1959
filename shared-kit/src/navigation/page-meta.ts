import { useEffect } from 'react';
import { setMetaTag } from './page-title';

/** What a page tells search engines and link previews about itself. */
export interface PageMeta {
  /** The full page title (e.g. `pageTitle(name)`). */
  title: string;
  description: string;
  /** The page's canonical address. */
  url: string;
  /** An absolute image address for the preview card, if the page has one. */
  image?: string;
  /** `og:type`: `website` (default) or `article`. */
  type?: 'website' | 'article';
  /** `twitter:card`: by default the large image card when there is an image, the small card otherwise. */
  card?: 'summary' | 'summary_large_image';
}

type MetaKey = readonly [key: string, attribute: 'name' | 'property'];

function metaTag([key, attribute]: MetaKey): HTMLMetaElement | null {
  return document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
}

/**
 * Sets the page's description, Open Graph and Twitter card tags while it is shown, and puts them back as they
 * were when it closes, so the next page does not inherit them. `null` sets nothing (e.g. while loading).
 *
 * @example usePageMeta({ title: pageTitle(name), description, url: window.location.href, image, type: 'article' });
 */
export function usePageMeta(meta: PageMeta | null): void {
  const enabled = meta !== null;
  const { title = '', description = '', url = '', image, type = 'website' } = meta ?? {};
  const card = meta?.card ?? (image ? 'summary_large_image' : 'summary');
  useEffect(() => {
    if (!enabled) return undefined;
    const tags: [MetaKey, string][] = [
      [['description', 'name'], description],
      [['og:type', 'property'], type],
      [['og:title', 'property'], title],
      [['og:description', 'property'], description],
      [['og:url', 'property'], url],
      [['twitter:card', 'name'], card],
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
  }, [enabled, title, description, url, image, type, card]);
}
