import type { FastifyReply } from 'fastify';
import { t, type TextKey, type TextParams } from '../i18n/translate.js';
import { escapeHtml } from './escape.js';

/**
 * The frame of the API's own HTML pages that stand in for outside services (the sign-in page, the linked-account
 * consent page): one dark, bilingual look, and one set of strict headers. Everything shown must be escaped.
 */

/** What every stand-in page shares: colours, type, panels, inputs, focus rings. Pages add their own rules. */
export const STAND_IN_BASE_STYLES = `
:root { color-scheme: dark; --bg: #0b0f1a; --panel: #141a2b; --line: #26304a; --text: #e8ecf5; --muted: #9aa5bf;
  --accent: #f5b342; --accent-text: #1a1200; --danger: #ff7a7a; --focus: #7cc4ff; }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 "Segoe UI", "Noto Sans Arabic", Tahoma, Arial, sans-serif; background: var(--bg); color: var(--text); }
main { margin: 0 auto; padding: 32px 20px 64px; }
p { margin: 0 0 12px; color: var(--muted); }
label { display: grid; gap: 6px; font-weight: 600; }
.error { color: var(--danger); font-size: .875rem; font-weight: 400; margin: 0; }
input:focus-visible, select:focus-visible, button:focus-visible, summary:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
[lang="ar"] { font-family: "Noto Sans Arabic", Tahoma, sans-serif; }
`;

/** "English · Arabic", both escaped, the Arabic marked up right to left. */
export function bilingual(en: string, ar: string): string {
  return `${escapeHtml(en)} · <span lang="ar" dir="rtl">${escapeHtml(ar)}</span>`;
}

/** A text of the API's resources (api/src/i18n/locales) in both languages, as `bilingual` writes them. */
export function bilingualText(key: TextKey, params?: TextParams): string {
  return bilingual(t('en', key, params), t('ar', key, params));
}

/** A whole stand-in page: the base styles, then the page's own. */
export function standInDocument(title: string, body: string, pageStyles: string): string {
  return `<!doctype html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="data:,">
<style>${STAND_IN_BASE_STYLES}${pageStyles}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

/**
 * Sends a stand-in page: never cached, never framed, no scripts, inline styles only, and forms that may post (and
 * be redirected) only to `formTargets` besides the API itself.
 */
export function sendStandInPage(
  reply: FastifyReply,
  status: number,
  body: string,
  formTargets: readonly string[],
): FastifyReply {
  const contentSecurityPolicy = [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    "img-src 'self' data:",
    // Chromium applies form-action to the redirects after a POST as well (callback, then the portal).
    `form-action 'self' ${formTargets.join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
  return reply
    .status(status)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('Content-Security-Policy', contentSecurityPolicy)
    .header('X-Frame-Options', 'DENY')
    .header('Referrer-Policy', 'no-referrer')
    .send(body);
}
