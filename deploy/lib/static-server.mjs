// The production static server: one folder (or one resolver) per origin, with the caching rules of DESIGN §2.
//
//   platform.json, mf-manifest.json, mf-stats.json, remoteEntry.js, *.html  → Cache-Control: no-cache (+ ETag)
//   content-hashed files (main.3f2a9c1b7e.js, 176.e42d7d53a3.js.map, …)   → public, max-age=31536000, immutable
//   anything else                                                          → no-cache
//
// Text assets are sent compressed (brotli or gzip, per Accept-Encoding): a file's build-time copy beside it
// (`main.3f2a9c1b7e.js.br`, `….gz`, written by the webpack config at the highest level) when it is at least as new
// as the file, else compressed on the fly; either is kept in a bounded memory cache.
// HTML navigations to unknown paths get index.html (the app routes them); a missing .js/.json/... is a 404. The
// index.html of such a navigation is sent with `fallbackStatus`: 404 where the server knows no app draws the path
// (the page still draws Page Not Found; crawlers read the status).
// Every HTML page gets the security headers of security-headers.mjs (at least: never framed), every response
// nosniff, and HSTS over HTTPS.
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import crypto from 'node:crypto';
import { htmlSecurityHeaders, transportHeaders } from './security-headers.mjs';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};

/** Names the shell and the federation runtime must revalidate on every load (DESIGN §2 Caching). */
const ENTRY_FILES = new Set([
  'platform.json',
  'mf-manifest.json',
  'mf-stats.json',
  'remoteEntry.js',
  'index.html',
]);

/** A hex run of 8+ characters as its own dotted/dashed part of the name: webpack's [contenthash] and [hash]. */
const CONTENT_HASH = /(?:^|[.\-_])[0-9a-f]{8,}(?:\.[0-9a-z]+)+$/i;

/** Extensions that are never an HTML navigation: a miss on these is a 404, not the SPA's index.html. */
const ASSET_EXTENSIONS = new Set([...Object.keys(CONTENT_TYPES)].filter((ext) => ext !== '.html'));

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;
const MIN_COMPRESS_BYTES = 1024;

export function contentTypeFor(filePath) {
  return CONTENT_TYPES[path.extname(filePath).toLowerCase()] ?? 'application/octet-stream';
}

/** The Cache-Control value for a served file, by its name. */
export function cacheControlFor(filePath) {
  const name = path.basename(filePath);
  if (ENTRY_FILES.has(name) || path.extname(name).toLowerCase() === '.html') return NO_CACHE;
  return CONTENT_HASH.test(name) ? IMMUTABLE : NO_CACHE;
}

/**
 * Splits a request path into decoded segments, or null when it tries to leave the served folder (`..`, encoded
 * slashes or backslashes, NUL) or is not valid percent-encoding.
 */
export function safeSegments(rawPath) {
  const segments = [];
  for (const raw of rawPath.split('/')) {
    if (raw === '' || raw === '.') continue;
    let segment;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (segment === '..' || segment === '.' || /[/\\\0]/.test(segment)) return null;
    segments.push(segment);
  }
  return segments;
}

/** A bounded cache of compressed bodies, keyed by file, validator and encoding. */
class CompressionCache {
  constructor(maxBytes = 64 * 1024 * 1024) {
    this.maxBytes = maxBytes;
    this.bytes = 0;
    this.entries = new Map();
  }
  get(key) {
    const value = this.entries.get(key);
    if (value) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }
  set(key, value) {
    this.entries.set(key, value);
    this.bytes += value.length;
    for (const [oldKey, oldValue] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldKey);
      this.bytes -= oldValue.length;
    }
  }
}

function preferredEncoding(acceptEncoding = '') {
  const accepted = new Map();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  if ((accepted.get('br') ?? 0) > 0) return 'br';
  if ((accepted.get('gzip') ?? 0) > 0) return 'gzip';
  return null;
}

function compress(body, encoding) {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : zlib.gzipSync(body, { level: 9 });
}

/** The extension of a file's build-time compressed copy per encoding. */
const PRECOMPRESSED_EXTENSIONS = { br: '.br', gzip: '.gz' };

/**
 * The build-time compressed copy of a file in `encoding`, or null when there is none or it is older than the file
 * (the file was rewritten without it, so it may hold other content).
 */
async function readPrecompressed(filePath, encoding) {
  const copy = filePath + PRECOMPRESSED_EXTENSIONS[encoding];
  try {
    const [original, compressed] = await Promise.all([fs.stat(filePath), fs.stat(copy)]);
    if (!compressed.isFile() || compressed.mtimeMs < original.mtimeMs) return null;
    return await fs.readFile(copy);
  } catch (error) {
    if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return null;
    throw error;
  }
}

function wantsHtml(req, segments) {
  const ext = path.extname(segments.at(-1) ?? '').toLowerCase();
  if (ASSET_EXTENSIONS.has(ext)) return false;
  const accept = req.headers.accept ?? '';
  return accept.includes('text/html') || ext === '' || ext === '.html';
}

/** A `dynamic` or `transformHtml` answer as `{ body: Buffer, headers }`. */
function answerOf(answer) {
  const { body, headers = {} } =
    Buffer.isBuffer(answer) || typeof answer === 'string' ? { body: answer } : (answer ?? { body: '' });
  return { body: Buffer.isBuffer(body) ? body : Buffer.from(body), headers };
}

function etagOf(body) {
  return `"${crypto.createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
}

function matchesEtag(req, etag) {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  return header
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === etag || t === '*');
}

/**
 * Creates the request handler.
 *
 * @param {object} options
 * @param {string} [options.root]  the folder to serve
 * @param {(segments: string[]) => ({ root: string, segments: string[] } | null) | Promise<…>} [options.resolve]
 *        maps request segments to a folder and the segments inside it (the remote servers' version routing);
 *        null means "nothing to serve here" (503)
 * @param {Record<string, (req: http.IncomingMessage) => Body | Promise<Body>>} [options.dynamic]
 *        exact paths answered from code on each request (the shell's `/platform.json`, `/sitemap.xml`), served
 *        no-cache unless the answer's `headers` say otherwise; the content type is the path's
 * @param {(html: Buffer, req: http.IncomingMessage, pathname: string) => Body | Promise<Body>} [options.transformHtml]
 *        rewrites every HTML page served (the shell's index.html gets the live platform manifest, preloads and link
 *        preview); its result is served no-cache, so it may differ on each request.
 *        `Body`: a Buffer or string, or `{ body, headers }` with headers to add to the response
 * @param {(req: http.IncomingMessage, html: Buffer) => Record<string, string>} [options.htmlHeaders]
 *        the security headers of each HTML page served, from its final body (security-headers.mjs
 *        `portalHtmlHeaders`: a CSP from the live manifest with the page's inline script hashes); by default a
 *        baseline that refuses framing
 * @param {string[] | (() => string[]) | '*'} [options.allowedOrigins] origins that may read responses (CORS)
 * @param {boolean} [options.spaFallback=true]  HTML navigations to unknown paths get the folder's index.html
 * @param {(req: http.IncomingMessage, pathname: string) => number | Promise<number>} [options.fallbackStatus]
 *        the status of that index.html (200 by default; the shell's server answers 404 for a path no app draws)
 * @param {string} [options.unavailableText]  body of the 503 when `resolve` returns null
 * @param {(line: string) => void} [options.onError]
 */
export function createStaticHandler(options) {
  const {
    root,
    resolve = (segments) => ({ root, segments }),
    dynamic = {},
    transformHtml = null,
    htmlHeaders = (req) => htmlSecurityHeaders(req),
    allowedOrigins = [],
    spaFallback = true,
    fallbackStatus = () => 200,
    unavailableText = 'Nothing is published here yet.',
    onError = (line) => console.error(line),
  } = options;
  if (!root && !options.resolve) throw new Error('createStaticHandler needs root or resolve');
  const cache = new CompressionCache();

  function corsHeaders(req) {
    const origin = req.headers.origin;
    const allowed = typeof allowedOrigins === 'function' ? allowedOrigins() : allowedOrigins;
    const headers = { Vary: 'Origin' };
    if (!origin) return headers;
    if (allowed === '*' || allowed.includes(origin)) {
      headers['Access-Control-Allow-Origin'] = origin;
      headers['Timing-Allow-Origin'] = origin;
    }
    return headers;
  }

  function send(req, res, status, headers, body) {
    const cors = corsHeaders(req);
    const baseHeaders = {
      'X-Content-Type-Options': 'nosniff',
      ...transportHeaders(req),
      ...cors,
      ...headers,
    };
    if (headers.Vary) baseHeaders.Vary = `${cors.Vary}, ${headers.Vary}`;
    if (body === undefined || status === 304) {
      res.writeHead(status, baseHeaders);
      res.end();
      return;
    }
    baseHeaders['Content-Length'] = body.length;
    res.writeHead(status, baseHeaders);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  function sendText(req, res, status, text, extra = {}) {
    send(
      req,
      res,
      status,
      { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': NO_CACHE, ...extra },
      Buffer.from(`${text}\n`),
    );
  }

  /**
   * `fromDisk`: the body is the file at `filePath` as it is on disk, so its build-time compressed copy may serve.
   * `extraHeaders`: added last (a dynamic answer's own Cache-Control, a page's X-Arena-Preview).
   */
  async function sendBody(
    req,
    res,
    { body, filePath, cacheControl, status = 200, fromDisk = false, extraHeaders = {} },
  ) {
    const type = contentTypeFor(filePath);
    const etag = etagOf(body);
    const headers = { 'Content-Type': type, 'Cache-Control': cacheControl, ETag: etag };
    if (type.startsWith('text/html')) Object.assign(headers, await htmlHeaders(req, body));
    Object.assign(headers, extraHeaders);
    const compressible = COMPRESSIBLE.test(type) && body.length >= MIN_COMPRESS_BYTES;
    if (compressible) headers.Vary = 'Accept-Encoding';
    if (status === 200 && matchesEtag(req, etag)) return send(req, res, 304, headers);
    const encoding = compressible ? preferredEncoding(req.headers['accept-encoding']) : null;
    if (!encoding) return send(req, res, status, headers, body);
    const key = `${etag}|${encoding}`;
    let compressed = cache.get(key);
    if (!compressed) {
      compressed = (fromDisk && (await readPrecompressed(filePath, encoding))) || compress(body, encoding);
      cache.set(key, compressed);
    }
    return send(req, res, status, { ...headers, 'Content-Encoding': encoding }, compressed);
  }

  async function readFileIn(folder, segments) {
    const resolvedRoot = path.resolve(folder);
    let filePath = path.resolve(resolvedRoot, ...segments);
    if (filePath !== resolvedRoot && !filePath.startsWith(resolvedRoot + path.sep)) return null;
    try {
      let stat = await fs.stat(filePath);
      if (stat.isDirectory()) {
        filePath = path.join(filePath, 'index.html');
        stat = await fs.stat(filePath);
      }
      if (!stat.isFile()) return null;
      return { filePath, body: await fs.readFile(filePath) };
    } catch (error) {
      if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return null;
      throw error;
    }
  }

  /** An HTML file through `transformHtml` (written per request; HTML is always served no-cache). */
  async function rewriteHtml(file, req, pathname) {
    if (!transformHtml || path.extname(file.filePath).toLowerCase() !== '.html') return file;
    const { body, headers } = answerOf(await transformHtml(file.body, req, pathname));
    return { ...file, body, extraHeaders: headers };
  }

  return async function handle(req, res) {
    try {
      if (req.method === 'OPTIONS') {
        return send(req, res, 204, {
          'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
          'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? '',
          'Access-Control-Max-Age': '600',
        });
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        return sendText(req, res, 405, 'Method not allowed', { Allow: 'GET, HEAD, OPTIONS' });
      }
      const rawPath = (req.url ?? '/').split('?')[0].split('#')[0];
      const segments = safeSegments(rawPath);
      if (!segments || !rawPath.startsWith('/')) return sendText(req, res, 400, 'Bad request path');
      if (segments.some((s) => s.startsWith('.'))) return sendText(req, res, 404, 'Not found');

      const requestPath = `/${segments.join('/')}`;
      if (Object.hasOwn(dynamic, requestPath)) {
        const { body, headers } = answerOf(await dynamic[requestPath](req));
        return await sendBody(req, res, {
          body,
          filePath: requestPath,
          cacheControl: NO_CACHE,
          extraHeaders: headers,
        });
      }

      const target = await resolve(segments);
      if (!target) return sendText(req, res, 503, unavailableText, { 'Retry-After': '30' });

      const file = await readFileIn(target.root, target.segments);
      if (file) {
        const served = await rewriteHtml(file, req, requestPath);
        return await sendBody(req, res, {
          ...served,
          cacheControl: cacheControlFor(file.filePath),
          fromDisk: served === file,
        });
      }

      if (spaFallback && wantsHtml(req, segments)) {
        const index = await readFileIn(target.root, ['index.html']);
        if (index) {
          return await sendBody(req, res, {
            ...(await rewriteHtml(index, req, requestPath)),
            cacheControl: NO_CACHE,
            status: await fallbackStatus(req, requestPath),
          });
        }
      }
      return sendText(req, res, 404, 'Not found');
    } catch (error) {
      // The path only: a query string may hold a sign-in token.
      onError(`[static] ${req.method} ${(req.url ?? '').split('?')[0]} failed: ${error?.stack ?? error}`);
      if (!res.headersSent) sendText(req, res, 500, 'Internal server error');
      else res.destroy();
    }
  };
}

/** An http.Server around `createStaticHandler(options)`. */
export function createStaticServer(options) {
  const server = http.createServer(createStaticHandler(options));
  server.keepAliveTimeout = 5000;
  return server;
}

/** Listens and resolves with the server, or rejects (EADDRINUSE says which port). */
export function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    const onError = (error) => {
      server.off('listening', onListening);
      if (error.code === 'EADDRINUSE') error.message = `port ${port} is already in use (${error.message})`;
      reject(error);
    };
    const onListening = () => {
      server.off('error', onError);
      resolve(server);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}

/** Stops accepting connections and drops open ones, so the port refuses connections at once. */
export function closeServer(server) {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
