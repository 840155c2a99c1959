// The installable portal's web app manifest (DESIGN §10, issue 32): one per language (`?lang=en|ar`, else the
// `arena_lang` cookie, else Arabic, as the pages), named and described with the shell's own words (its published
// locale files, page-texts.mjs), right to left in Arabic, with the icons of deploy/public (icons.mjs). The page server
// links each page to the manifest of the page's language (link-previews.mjs `previewTags`).

import { APP_ICONS } from './icons.mjs';
import { PRODUCT_NAME, TAGLINE } from './page-texts.mjs';

/** Where the manifest is served (the page server; nginx sends it there). */
export const MANIFEST_PATH = '/manifest.webmanifest';
/** The portal's background (shared-kit's theme `colors.background`): the splash screen and the browser's frame. */
export const THEME_COLOR = '#0b0f1a';
/** Where the product's name cannot be read (no shell build yet). */
const BRAND = 'MENA Arena';

/** The manifest's address for a language: Arabic, the default, without a query. */
export const manifestAddress = (lang) => (lang === 'ar' ? MANIFEST_PATH : `${MANIFEST_PATH}?lang=${lang}`);

/**
 * The manifest of one language.
 *
 * @param {'ar' | 'en'} lang
 * @param {(ref: object, lang: string) => string | null} pageText  page-texts.mjs `createPageTexts`
 */
export function webManifest(lang, pageText) {
  const name = pageText(PRODUCT_NAME, lang)?.trim() || BRAND;
  const description = pageText(TAGLINE, lang)?.trim();
  return {
    id: '/',
    name,
    short_name: name,
    ...(description ? { description } : {}),
    lang,
    dir: lang === 'ar' ? 'rtl' : 'ltr',
    start_url: lang === 'ar' ? '/' : '/?lang=en',
    scope: '/',
    display: 'standalone',
    background_color: THEME_COLOR,
    theme_color: THEME_COLOR,
    categories: ['games', 'sports', 'entertainment'],
    icons: APP_ICONS.map(({ file, size, purpose }) => ({
      src: `/${file}`,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose,
    })),
  };
}
