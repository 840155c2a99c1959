// The shell's index.html as the deploy server writes it on each request (issue 14: a shorter request chain).
//
// The built index.html is left as it is; at serve time the server adds, just before </head>:
//   - the live platform manifest as <script id="arena-platform" type="application/json"> (the shell reads it from
//     the page instead of fetching /platform.json, and still fetches when it is absent);
//   - <link rel="preconnect"> to the API and every remote origin (crossorigin: the manifest and API fetches are
//     CORS requests without credentials), and a plain one to the current route's remote (its scripts are
//     classic <script> tags, which use the other connection pool);
//   - for the remote that owns the requested path: preload of its mf-manifest.json (as=fetch, crossorigin, as the
//     federation runtime fetches it), its remoteEntry.js, the synchronous chunks of its `./app` expose and the
//     chunks of the requested route's lazily loaded page, which the remote's build names in route-chunks.json
//     (as=script, no crossorigin, as the runtime and webpack insert them);
//   - on a remote's route, preload (as=script) of the shell's own remote runtime (the query cache, single-spa-react,
//     react-router), which the shell's build names in a <meta name="arena-remote-runtime"> and `/` does not need:
//     without it the browser learns of those files only once the shell's scripts have run, one more round trip;
//   - those script preloads at `fetchpriority="low"`: the shell's own scripts (its HTML's high-priority preloads)
//     draw the header and the page's frame, and on a slow network they should not share the bandwidth with the
//     remote's files, which run only after them. Measured (Lighthouse mobile, the same portal, 3 runs each):
//     first paint 2.2 → 1.6 s on a remote's route, the largest paint up to 0.1 s later, performance +1 to +2;
//   - for a route whose first API calls are public, `preload as=fetch crossorigin` of exactly those URLs, only for a
//     visitor: not with the session cookie, nor with a sign-in token in the address (the page the sign-in service
//     returns to), since Chromium hands a preloaded answer to the page's fetch of the same URL even when that fetch
//     carries a bearer token, and the signed-in page would show the visitor's data; and only when the route's
//     remote is released (an unreleased one shows "temporarily unavailable" and calls nothing).
// The HTML is written from the live manifest on every request and served no-cache, so a release or rollback
// still changes only the manifest.

/** The cookie the shell stores the session token in (shared-kit session). */
export const SESSION_COOKIE = 'arena_token';

/**
 * The first public API calls of a route, as the remote makes them (same path and query string, in the same order):
 * `(match) => ['/v1/...', ...]`. A preload with another URL would be fetched twice.
 */
export const FIRST_PUBLIC_CALLS = [
  // mfe-tournaments: the list (features/tournaments/api/get-tournaments.ts, no query).
  { pattern: /^\/tournaments\/?$/, calls: () => ['/v1/tournaments'] },
  // mfe-tournaments: the tournament page (features/tournaments/api/get-tournament.ts).
  { pattern: /^\/tournaments\/([0-9a-f-]{36})(\/.*)?$/i, calls: (m) => [`/v1/tournaments/${m[1]}`] },
  // mfe-community: the news list, newest first (features/news/api/get-posts.ts, NEWS_LIST_QUERY).
  { pattern: /^\/news\/?$/, calls: () => ['/v1/posts?sort=-created_at'] },
  // mfe-community: one post (features/news/api/get-post.ts) and, in the same render, its sidebar's newest posts
  // (features/news/components/related-posts.tsx, RELATED_POSTS_QUERY): without the second preload the sidebar's
  // call starts only once the article has drawn, and the page is not done before it answers.
  {
    pattern: /^\/news\/([0-9a-f-]{36})\/?$/i,
    calls: (m) => [`/v1/posts/${m[1]}`, '/v1/posts?limit=4&sort=-created_at'],
  },
  // mfe-community: the loyalty leaderboard's first page of 100, no search (features/loyalty-leaderboard/api/
  // get-loyalty-leaderboard.ts, LEADERBOARD_PAGE_SIZE).
  {
    pattern: /^\/loyalty-leaderboard\/?$/,
    calls: () => ['/v1/menapass/loyalty-leaderboard?page=1&limit=100'],
  },
  // mfe-pass: the season's tiers, the level cards at the top of the pass page (features/pass/api/requests.ts,
  // getTiers), and the upcoming tournaments further down, which a visitor's page asks for in the same render
  // (features/pass/api/get-upcoming-tournaments.ts; its query string as URLSearchParams writes it): without that
  // preload the call starts only once the page has drawn, and the page is not done before it answers. /me-pass (the
  // old address) redirects to /mena-pass in the browser, which then makes the same calls.
  {
    pattern: /^\/(?:mena|me)-pass\/?$/,
    calls: () => [
      '/v1/menapass/tiers',
      '/v1/tournaments?limit=3&sort=starting_time&status=upcoming%2Ccheck-in',
    ],
  },
];

/** True when `path` is `prefix` or lies below it (shared-kit's pathMatchesPrefix). */
function matchesPrefix(path, prefix) {
  return path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
}

/** The remote of the platform manifest that owns a path, if any. */
export function remoteForPath(platform, pathname) {
  return (platform?.remotes ?? []).find((remote) =>
    (remote.routes ?? []).some((route) => matchesPrefix(pathname, route)),
  );
}

function escapeAttribute(value) {
  return String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** JSON that cannot end its <script> element or open a comment: `<`, `>`, `&` and the JS line separators escaped. */
export function jsonForScript(value) {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function originOf(url) {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** The meta tag in which the shell's build names its remote runtime's scripts (shared-kit/webpack/federation.cjs). */
export const REMOTE_RUNTIME_META = 'arena-remote-runtime';
const REMOTE_RUNTIME_TAG = new RegExp(
  `<meta\\b[^>]*\\bname=(["']?)${REMOTE_RUNTIME_META}\\1(?=[\\s/>])[^>]*>`,
  'i',
);

/** The root-relative script paths the shell's HTML names in its remote-runtime meta tag (none when absent). */
export function remoteRuntimeFiles(html) {
  const tag = REMOTE_RUNTIME_TAG.exec(html)?.[0];
  const content = tag && /\bcontent=(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(tag);
  if (!content) return [];
  const value = content[1] ?? content[2] ?? content[3];
  return value.split(/\s+/).filter((file) => /^\/[\w.-]+\.js$/.test(file));
}

/** The query parameter the sign-in service returns the token in (shared-kit's TOKEN_PARAM). */
export const SIGN_IN_TOKEN_PARAM = 'token';

function carriesSignInToken(search = '') {
  return Boolean(new URLSearchParams(search).get(SIGN_IN_TOKEN_PARAM));
}

function hasSessionCookie(cookieHeader = '') {
  return cookieHeader
    .split(';')
    .map((part) => part.trim())
    .some((part) => part.startsWith(`${SESSION_COOKIE}=`) && part.length > SESSION_COOKIE.length + 1);
}

/**
 * The files of a remote's first route, from its mf-manifest.json: the entry and the synchronous chunks of the
 * `./app` expose, as absolute URLs next to the manifest.
 */
export function remoteFirstFiles(manifestUrl, manifest) {
  if (!manifest?.metaData) return [];
  const base = new URL('./', manifestUrl);
  const entry = manifest.metaData.remoteEntry;
  const files = [];
  if (entry?.name)
    files.push(new URL(`${entry.path ? `${entry.path.replace(/\/+$/, '')}/` : ''}${entry.name}`, base).href);
  const app = (manifest.exposes ?? []).find((expose) => expose.path === './app' || expose.name === 'app');
  for (const file of app?.assets?.js?.sync ?? []) files.push(new URL(file, base).href);
  return files;
}

/** The file beside a remote's mf-manifest.json that names the chunks of its routes' lazy pages (shared-kit/webpack). */
export const ROUTE_CHUNKS_FILE = 'route-chunks.json';

/**
 * True when `pathname` is the route `pattern` of route-chunks.json: the same segments, where `:name` stands for any
 * one non-empty segment; a trailing slash is allowed.
 */
export function routeMatches(pattern, pathname) {
  const want = String(pattern).split('/').slice(1);
  const got = String(pathname)
    .replace(/(.)\/$/, '$1')
    .split('/')
    .slice(1);
  return (
    want.length === got.length &&
    want.every((segment, index) => (segment.startsWith(':') ? got[index] !== '' : segment === got[index]))
  );
}

/**
 * The scripts of the lazily loaded page of `pathname`, from the remote's route-chunks.json
 * (`{routes: [{path: '/news/:id', js: ['news-article.1a2b3c4d5e.js', ...]}]}`), as absolute URLs next to the
 * manifest. Only plain file names are taken.
 */
export function routeFiles(manifestUrl, routeChunks, pathname) {
  if (!Array.isArray(routeChunks?.routes)) return [];
  const base = new URL('./', manifestUrl);
  const files = [];
  for (const route of routeChunks.routes) {
    if (typeof route?.path !== 'string' || !routeMatches(route.path, pathname)) continue;
    for (const file of Array.isArray(route.js) ? route.js : [])
      if (typeof file === 'string' && /^[\w.-]+\.js$/.test(file)) files.push(new URL(file, base).href);
  }
  return files;
}

/** The file beside a remote's mf-manifest.json, and in the shell's build, that lists its route patterns (shared-kit/webpack). */
export const ROUTES_FILE = 'routes.json';

function routePatterns(routesFile) {
  return Array.isArray(routesFile?.routes) && routesFile.routes.every((route) => typeof route === 'string')
    ? routesFile.routes
    : null;
}

/**
 * Whether the portal draws a page at `pathname`, from the routes.json of the app that owns it: true when one of its
 * route patterns matches, false when none does (the app draws Page Not Found there, so the server answers 404),
 * null when the server cannot know (no readable routes.json, or the owning remote is unreleased and shows "temporarily
 * unavailable"). The owner is found by prefix, case-sensitive as the shell does; a remote's patterns match as
 * react-router matches them, ignoring case; the shell's own pages match exactly.
 *
 * @param {object} options
 * @param {object} options.platform  the live platform manifest
 * @param {string} options.pathname  the requested path
 * @param {(remote: object) => object | null} [options.routesOf]  the parsed routes.json of a remote's live release
 * @param {object | null} [options.shellRoutes]  the parsed routes.json of the shell's build
 */
export function pathHasPage({ platform, pathname, routesOf = () => null, shellRoutes = null }) {
  const remote = remoteForPath(platform, pathname);
  if (remote) {
    if (remote.version === 'unreleased') return null;
    let patterns;
    try {
      patterns = routePatterns(routesOf(remote));
    } catch {
      patterns = null;
    }
    if (!patterns) return null;
    const path = pathname.toLowerCase();
    return patterns.some((pattern) => routeMatches(pattern.toLowerCase(), path));
  }
  const patterns = routePatterns(shellRoutes);
  if (!patterns) return null;
  return patterns.some((pattern) => routeMatches(pattern, pathname));
}

/**
 * The tags the server adds to the shell's <head> for one request.
 *
 * @param {object} options
 * @param {object} options.platform   the live platform manifest (what /platform.json answers)
 * @param {string} options.pathname   the requested path
 * @param {string} [options.search]   the requested query string (a sign-in token turns off the API preload)
 * @param {string[]} [options.remoteRuntime]  the shell's remote-runtime scripts (`remoteRuntimeFiles` of its HTML)
 * @param {string} [options.cookie]   the request's Cookie header (the session cookie turns off the API preload)
 * @param {(remote: object) => object | null} [options.manifestOf]  the parsed mf-manifest.json of a remote's live
 *        release, or null when it cannot be read (then only the manifest itself is preloaded)
 * @param {(remote: object) => object | null} [options.routeChunksOf]  the parsed route-chunks.json of a remote's live
 *        release, or null (then no page chunk is preloaded)
 */
export function shellHeadTags({
  platform,
  pathname,
  search,
  cookie,
  remoteRuntime = [],
  manifestOf = () => null,
  routeChunksOf = () => null,
}) {
  const tags = [];
  const remote = remoteForPath(platform, pathname);
  const apiOrigin = originOf(platform?.apiUrl);
  const preconnect = new Set();
  if (apiOrigin) preconnect.add(apiOrigin);
  const remoteOrigin = remote ? originOf(remote.entry) : null;
  if (remoteOrigin) preconnect.add(remoteOrigin);
  for (const other of platform?.remotes ?? []) {
    const origin = originOf(other.entry);
    if (origin) preconnect.add(origin);
  }
  for (const origin of preconnect)
    tags.push(`<link rel="preconnect" href="${escapeAttribute(origin)}" crossorigin>`);
  if (remoteOrigin) tags.push(`<link rel="preconnect" href="${escapeAttribute(remoteOrigin)}">`);

  if (remote?.entry && remote.version !== 'unreleased') {
    tags.push(`<link rel="preload" href="${escapeAttribute(remote.entry)}" as="fetch" crossorigin>`);
    const read = (of) => {
      try {
        return of(remote);
      } catch {
        return null;
      }
    };
    const scripts = new Set([
      ...remoteFirstFiles(remote.entry, read(manifestOf)),
      ...routeFiles(remote.entry, read(routeChunksOf), pathname),
      ...remoteRuntime,
    ]);
    for (const file of scripts) {
      tags.push(`<link rel="preload" href="${escapeAttribute(file)}" as="script" fetchpriority="low">`);
    }
  }

  // The remote makes the call once it has loaded: none when nothing of it is released.
  const visitor = !hasSessionCookie(cookie) && !carriesSignInToken(search);
  if (apiOrigin && remote && remote.version !== 'unreleased' && visitor) {
    for (const { pattern, calls } of FIRST_PUBLIC_CALLS) {
      const match = pattern.exec(pathname);
      if (!match) continue;
      for (const apiPath of calls(match)) {
        const href = `${platform.apiUrl.replace(/\/+$/, '')}${apiPath}`;
        tags.push(`<link rel="preload" href="${escapeAttribute(href)}" as="fetch" crossorigin>`);
      }
      break;
    }
  }

  tags.push(`<script id="arena-platform" type="application/json">${jsonForScript(platform)}</script>`);
  return tags;
}

/** The shell's index.html with the head tags of `shellHeadTags` added before </head> (or at the top when absent). */
export function renderShellHtml(html, options) {
  const text = Buffer.isBuffer(html) ? html.toString('utf8') : String(html);
  const block = shellHeadTags({ remoteRuntime: remoteRuntimeFiles(text), ...options }).join('');
  const at = text.search(/<\/head\s*>/i);
  return at === -1 ? `${block}${text}` : `${text.slice(0, at)}${block}${text.slice(at)}`;
}
