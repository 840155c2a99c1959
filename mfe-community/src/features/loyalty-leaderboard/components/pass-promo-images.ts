import type { Locale } from '@arena/shared-kit';

/** The pass artwork, drawn for each language (the Arabic one reads right to left), as self-contained SVG. */
function passArtwork({ wordmark, direction }: { wordmark: string; direction: 'ltr' | 'rtl' }): string {
  const anchorX = direction === 'rtl' ? 300 : 20;
  const anchor = direction === 'rtl' ? 'end' : 'start';
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180" direction="${direction}">` +
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">' +
    '<stop offset="0" stop-color="#f5b301"/><stop offset="1" stop-color="#19c2a0"/></linearGradient></defs>' +
    '<rect width="320" height="180" rx="16" fill="#1c2438"/>' +
    `<circle cx="${direction === 'rtl' ? 70 : 250}" cy="90" r="56" fill="url(#g)" opacity="0.85"/>` +
    `<path d="M${direction === 'rtl' ? 70 : 250} 52l11 24 26 3-19 18 5 26-23-13-23 13 5-26-19-18 26-3z" fill="#141a2a"/>` +
    `<text x="${anchorX}" y="100" text-anchor="${anchor}" font-family="sans-serif" font-size="30" ` +
    `font-weight="700" fill="#f2f4f8">${wordmark}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** P2 §2: the promotion block's image depends on the language. */
export const PASS_PROMO_IMAGES: Record<Locale, string> = {
  en: passArtwork({ wordmark: 'MENA PASS', direction: 'ltr' }),
  ar: passArtwork({ wordmark: 'مينا باس', direction: 'rtl' }),
};
