import { useEffect } from 'react';
import { i18n } from '../i18n/i18n';

/** "<page name> | MENA Arena", or the product name alone when the page has no name. */
export function pageTitle(pageName?: string | null): string {
  return pageName ? i18n.t('kit:pageTitle', { page: pageName }) : i18n.t('kit:productName');
}

/** Sets `document.title` for the current route; pass the already translated page name. */
export function usePageTitle(pageName?: string | null): void {
  useEffect(() => {
    document.title = pageTitle(pageName);
  }, [pageName]);
}

/** Sets a `<meta name|property>` tag, creating it if missing. */
export function setMetaTag(key: string, content: string, attribute: 'name' | 'property' = 'name'): void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.appendChild(tag);
  }
  tag.content = content;
}
