// What the service worker does with each request, as pure functions (sw.ts applies them; routing.test.ts pins them).
//
// The live platform manifest stays the authority over which remote version runs (DESIGN §2, §10): the worker never
// answers `/platform.json`, a remote's `mf-manifest.json` or `remoteEntry.js` from a cache, and it does not touch
// another origin at all (the remotes, the API, the CDN), so a release or rollback reaches every open tab on its next
// load exactly as without a worker.

/** How the worker answers a request. */
export type Strategy =
  /** A page navigation: the network first, a short wait, then the cached shell, then the offline page. */
  | 'page'
  /** A content-hashed file of the shell's origin: never changes, so the cache first. */
  | 'immutable'
  /** Not the worker's business: the browser fetches it as if there were no worker (HTTP caching rules apply). */
  | 'browser';

/** The part of a Request the decision reads. */
export interface RequestFacts {
  method: string;
  mode: string;
}

/**
 * Files that name what runs now and must be revalidated on every load (static-server.mjs ENTRY_FILES and the
 * build's own JSON beside them). Never from a cache, whatever their name looks like.
 */
const LIVE_FILES = new Set([
  'platform.json',
  'mf-manifest.json',
  'mf-stats.json',
  'remoteEntry.js',
  'route-chunks.json',
  'routes.json',
  'sw.js',
  'manifest.webmanifest',
]);

/** webpack's [contenthash] as its own dotted/dashed part of the name (the same rule as static-server.mjs). */
const CONTENT_HASH = /(?:^|[.\-_])[0-9a-f]{8,}(?:\.[0-9a-z]+)+$/i;

/** The strategy for a request made from a page of `origin`. */
export function strategyFor(request: RequestFacts, url: URL, origin: string): Strategy {
  if (request.method !== 'GET' || url.origin !== origin) return 'browser';
  if (request.mode === 'navigate') return 'page';
  const name = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
  if (LIVE_FILES.has(name)) return 'browser';
  // Source maps are for developer tools, not worth a cache entry.
  if (name.endsWith('.map')) return 'browser';
  return CONTENT_HASH.test(name) ? 'immutable' : 'browser';
}

export type Language = 'ar' | 'en';

/** The page's language as the page server picks it (deploy/lib/link-previews.mjs pageLanguage): `?lang=`, then the
 * `arena_lang` cookie, then Arabic. */
export function pageLanguage(search: string, storedChoice: string | null | undefined): Language {
  const asked = new URLSearchParams(search).get('lang');
  if (asked === 'ar' || asked === 'en') return asked;
  return storedChoice === 'en' || storedChoice === 'ar' ? storedChoice : 'ar';
}

/** The cookie the shell stores the visitor's language in. */
export const LANGUAGE_COOKIE = 'arena_lang';

/** The key the last shell page of a language is cached under (not an address the server answers). */
export function shellCacheKey(origin: string, lang: Language): string {
  return `${origin}/__arena-shell/${lang}`;
}

/** The inline platform manifest the page server writes into each page (deploy/lib/shell-html.mjs). */
const INLINE_MANIFEST = /<script id="arena-platform" type="application\/json">[\s\S]*?<\/script>/;

/** The preloads the page server writes for the route's remote and its API calls (absolute addresses: other origins). */
const ROUTE_PRELOADS = /<link rel="preload" href="https?:\/\/[^"]*"[^>]*>/g;

/**
 * The page as the worker keeps it for a slow network: without the platform manifest written into it, so a shell
 * drawn from the cache reads the live `/platform.json` (never a cached one) and cannot start a superseded remote,
 * and without the preloads of the remote version that was live then. The shell's own start files stay preloaded.
 */
export function shellForCache(html: string): string {
  return html.replace(INLINE_MANIFEST, '').replace(ROUTE_PRELOADS, '');
}

/** The `<html lang>` of a page the server wrote, or null. */
export function languageOfPage(html: string): Language | null {
  const lang = /<html[^>]*\slang="?(ar|en)\b/i.exec(html)?.[1]?.toLowerCase();
  return lang === 'ar' || lang === 'en' ? lang : null;
}
