// The security headers of the portal's HTML (issue 27): the shell's pages and each remote's standalone frame.
//
//   Content-Security-Policy   from the live platform manifest (below); inline scripts allowed by their hash only
//   X-Frame-Options: DENY     with `frame-ancestors 'none'`: no page of the portal can be framed (clickjacking)
//   Referrer-Policy           strict-origin-when-cross-origin; no-referrer on the page a sign-in returns to (its
//                             address holds the token until the shell's first task removes it)
//   Strict-Transport-Security on HTTPS only (TLS here, or `X-Forwarded-Proto: https` from the proxy in front)
//   X-Content-Type-Options    nosniff (every response of the static server has it)
//
// The policy names every origin the portal uses, from the manifest (`/platform.json`), so a release that moves a
// remote or the API to another host changes the header with the manifest:
//   script-src   'self', the remotes (remoteEntry.js and chunks) and the sha256 of each inline script of the page
//                (the shell's bare-route marker; the manifest's <script type="application/json"> is data, not run)
//   connect-src  'self' (platform.json), the remotes (mf-manifest.json), the API and the socket host, http(s) and
//                ws(s)
//   img-src      'self', data: and blob: (image previews), the API (uploads, seeded images), the image CDN, remotes
//   media-src    'self', blob: (a bug report's video preview), the API and the image CDN
//   style-src    'self' 'unsafe-inline': styled-components writes <style> elements at run time, and the shell's HTML
//                has its critical CSS inline. Inline styles cannot run code; scripts stay strict.
//   frame-src    the bracket host (the tournament bracket's iframe) and the two live-stream players a tournament's
//                page loads on the visitor's click (issue 32): Twitch's and YouTube's no-cookie one, nothing else
//   object-src 'none', base-uri 'self', form-action 'self', frame-ancestors 'none'
import crypto from 'node:crypto';

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
/** One year, subdomains included: every host of the portal (remotes, API) is served over HTTPS in production. */
export const HSTS = 'max-age=31536000; includeSubDomains';
/** The query parameter the sign-in service returns the token in (shared-kit's TOKEN_PARAM). */
const TOKEN_PARAM = 'token';

/** The players a tournament's live stream is embedded from (issue 32): Twitch's, and YouTube's without cookies. */
export const STREAM_PLAYER_ORIGINS = ['https://player.twitch.tv', 'https://www.youtube-nocookie.com'];

/** What any HTML page of the static server sends when no policy is given: it can never be framed. */
export const BASELINE_CSP = "object-src 'none'; base-uri 'self'; frame-ancestors 'none'";

function originOf(url) {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** The WebSocket origin of an http(s) origin (socket.io upgrades on the same host). */
function socketOrigin(origin) {
  return origin.replace(/^http(s?):/, 'ws$1:');
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** `type` values of a script element the browser runs (anything else is a data block, which CSP does not govern). */
const SCRIPT_TYPES = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'text/ecmascript',
  'application/ecmascript',
]);

/** The CSP sources (`'sha256-…'`) of the inline scripts an HTML page runs, in order of appearance, without repeats. */
export function inlineScriptHashes(html) {
  const text = Buffer.isBuffer(html) ? html.toString('utf8') : String(html ?? '');
  const hashes = new Set();
  for (const [, attributes, body] of text.matchAll(INLINE_SCRIPT)) {
    if (/(?:^|\s)src\s*=/i.test(attributes)) continue;
    const type = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(attributes);
    const value = (type ? (type[1] ?? type[2] ?? type[3]) : '').trim().toLowerCase();
    if (!SCRIPT_TYPES.has(value)) continue;
    hashes.add(`'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

function unique(values) {
  return [...new Set(values.filter(Boolean))];
}

/**
 * The Content-Security-Policy of the portal's HTML for a platform manifest and the inline scripts of the page
 * (`inlineScriptHashes`). Used for the shell's pages and the remotes' standalone frames alike.
 */
export function portalCsp(platform, { scriptHashes = [] } = {}) {
  const remotes = unique((platform?.remotes ?? []).map((remote) => originOf(remote.entry)));
  const api = originOf(platform?.apiUrl);
  const socket = originOf(platform?.socketUrl);
  const cdn = originOf(platform?.imageCdnUrl);
  const bracket = originOf(platform?.bracketHostOrigin);
  const directives = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...remotes, ...scriptHashes]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', api, cdn, ...remotes]],
    ['media-src', ["'self'", 'blob:', api, cdn]],
    [
      'connect-src',
      ["'self'", ...remotes, api, api && socketOrigin(api), socket, socket && socketOrigin(socket)],
    ],
    ['frame-src', [bracket, ...STREAM_PLAYER_ORIGINS]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${unique(sources).join(' ')}`).join('; ');
}

/** True when the request reached us over HTTPS: TLS on this socket, or the proxy in front says so. */
export function isHttps(req) {
  if (req?.socket?.encrypted) return true;
  const forwarded = req?.headers?.['x-forwarded-proto'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim().toLowerCase();
  return first === 'https';
}

/** True when the request's address carries a sign-in token (the page a sign-in service sends the browser back to). */
function carriesToken(req) {
  const query = (req?.url ?? '').split('?')[1];
  return Boolean(query && new URLSearchParams(query.split('#')[0]).get(TOKEN_PARAM));
}

/** Headers every response of the static server gets: HSTS over HTTPS. */
export function transportHeaders(req) {
  return isHttps(req) ? { 'Strict-Transport-Security': HSTS } : {};
}

/** The security headers of one HTML response, for a policy (`portalCsp`, or the baseline). */
export function htmlSecurityHeaders(req, csp = BASELINE_CSP) {
  return {
    'Content-Security-Policy': csp,
    'X-Frame-Options': 'DENY',
    // The token leaves the address in the page's first task; until then the parser's own requests would carry it.
    'Referrer-Policy': carriesToken(req) ? 'no-referrer' : REFERRER_POLICY,
  };
}

/**
 * The `htmlHeaders` option of the static server for the portal: the policy from the manifest `readPlatform()` answers
 * (read on each request, so a release that moves a host is live at once) and the page's inline scripts. Without a
 * manifest the baseline policy still refuses framing.
 */
export function portalHtmlHeaders(readPlatform) {
  return (req, html) => {
    let platform;
    try {
      platform = readPlatform();
    } catch {
      platform = null;
    }
    const csp = platform ? portalCsp(platform, { scriptHashes: inlineScriptHashes(html) }) : BASELINE_CSP;
    return htmlSecurityHeaders(req, csp);
  };
}
