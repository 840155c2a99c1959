// The page the worker answers a navigation with when neither the network nor its cache can: in the page's language,
// its words from the worker's own strings (sw/locales/*.json, bundled into sw.js at build time; not in the shell's
// first-load strings, which `/` pays for, DESIGN §8).
import type { Language } from './routing';

export interface OfflineTexts {
  title: string;
  body: string;
  retry: string;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

/**
 * The offline page: no script, no request of its own (a page with nothing else to load), a link that tries the same
 * address again. `retryPath` is the path and query of the address that failed.
 */
export function offlinePageHtml(lang: Language, texts: OfflineTexts, retryPath: string): string {
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const retry = retryPath.startsWith('/') && !retryPath.startsWith('//') ? retryPath : '/';
  return `<!doctype html>
<html lang="${lang}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="arena-offline" content="${lang}">
<title>${escapeHtml(texts.title)} · MENA Arena</title>
<style>
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#0b0f1a;color:#f2f4f8;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Tahoma,sans-serif;text-align:center}
main{padding:24px;max-width:32rem}
h1{font-size:1.5rem;margin:0 0 .75rem}
a{display:inline-block;margin-top:1rem;padding:.6rem 1.4rem;border-radius:8px;background:#f2f4f8;color:#0b0f1a;font-weight:600;text-decoration:none}
a:focus-visible{outline:3px solid #7cc4ff;outline-offset:2px}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(texts.title)}</h1>
<p>${escapeHtml(texts.body)}</p>
<a href="${escapeHtml(retry)}">${escapeHtml(texts.retry)}</a>
</main>
</body>
</html>
`;
}

/** The offline page's response headers: never stored, and a policy that allows nothing beyond its own style. */
export const OFFLINE_PAGE_HEADERS: Record<string, string> = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
};
