import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import zlib from 'node:zlib';
import {
  cacheControlFor,
  closeServer,
  createStaticServer,
  IMMUTABLE,
  listen,
  NO_CACHE,
} from '../lib/static-server.mjs';
import { bigScript, request, tempDir, writeFiles } from './helpers.mjs';

const PORTAL = 'http://localhost:8080';

async function serve(t, options) {
  const server = await listen(createStaticServer({ onError: () => {}, ...options }), 0, '127.0.0.1');
  t.after(() => closeServer(server));
  return server.address().port;
}

function site(t) {
  const parent = tempDir(t);
  const root = path.join(parent, 'dist');
  writeFiles(root, {
    'index.html': '<!doctype html><title>shell</title><script src="/main.0123456789.js"></script>',
    'main.0123456789.js': bigScript('main'),
    'main.0123456789.js.map': JSON.stringify({ version: 3, mappings: 'A'.repeat(2000) }),
    '176.e42d7d53a3.js.LICENSE.txt': 'MIT',
    'remoteEntry.js': bigScript('remoteEntry'),
    'mf-manifest.json': JSON.stringify({ id: 'community', padding: 'x'.repeat(2000) }),
    'mf-stats.json': '{}',
    'tiny.abcdef0123.js': 'x=1',
    'a1b2c3d4e5f6a7b8c9d0.png': Buffer.from([0x89, 0x50, 0x4e, 0x47]),
    'robots.txt': 'User-agent: *',
    '.env': 'SECRET=1',
  });
  fs.writeFileSync(path.join(parent, 'secret.txt'), 'outside the served folder');
  return root;
}

test('cache policy: entry files are revalidated, hashed files are immutable', () => {
  for (const name of [
    'platform.json',
    'mf-manifest.json',
    'mf-stats.json',
    'remoteEntry.js',
    'index.html',
    'robots.txt',
    'other.html',
  ]) {
    assert.equal(cacheControlFor(`/x/${name}`), NO_CACHE, name);
  }
  for (const name of [
    'main.0123456789.js',
    '176.e42d7d53a3.js',
    '176.e42d7d53a3.js.map',
    '176.e42d7d53a3.js.LICENSE.txt',
    '__federation_expose_app.1e2b4d4548.js',
    'a1b2c3d4e5f6a7b8c9d0.png',
    'styles.0a1b2c3d.css',
  ]) {
    assert.equal(cacheControlFor(`/x/${name}`), IMMUTABLE, name);
  }
});

test('serves files with content type, cache headers and nosniff', async (t) => {
  const port = await serve(t, { root: site(t) });
  const cases = [
    ['/', 'text/html; charset=utf-8', NO_CACHE],
    ['/index.html', 'text/html; charset=utf-8', NO_CACHE],
    ['/main.0123456789.js', 'text/javascript; charset=utf-8', IMMUTABLE],
    ['/main.0123456789.js.map', 'application/json; charset=utf-8', IMMUTABLE],
    ['/remoteEntry.js', 'text/javascript; charset=utf-8', NO_CACHE],
    ['/mf-manifest.json', 'application/json; charset=utf-8', NO_CACHE],
    ['/a1b2c3d4e5f6a7b8c9d0.png', 'image/png', IMMUTABLE],
    ['/robots.txt', 'text/plain; charset=utf-8', NO_CACHE],
  ];
  for (const [url, type, cacheControl] of cases) {
    const response = await request(port, url);
    assert.equal(response.status, 200, url);
    assert.equal(response.headers['content-type'], type, url);
    assert.equal(response.headers['cache-control'], cacheControl, url);
    assert.equal(response.headers['x-content-type-options'], 'nosniff', url);
  }
});

test('compresses text assets per Accept-Encoding, leaves small and binary files alone', async (t) => {
  const root = site(t);
  const port = await serve(t, { root });
  const original = fs.readFileSync(path.join(root, 'main.0123456789.js'));

  const gzip = await request(port, '/main.0123456789.js', { headers: { 'accept-encoding': 'gzip' } });
  assert.equal(gzip.headers['content-encoding'], 'gzip');
  assert.match(gzip.headers.vary, /Accept-Encoding/);
  assert.ok(gzip.body.length < original.length / 2);
  assert.deepEqual(zlib.gunzipSync(gzip.body), original);
  assert.equal(Number(gzip.headers['content-length']), gzip.body.length);

  const br = await request(port, '/main.0123456789.js', {
    headers: { 'accept-encoding': 'gzip, deflate, br' },
  });
  assert.equal(br.headers['content-encoding'], 'br');
  assert.deepEqual(zlib.brotliDecompressSync(br.body), original);

  const refusedBr = await request(port, '/main.0123456789.js', {
    headers: { 'accept-encoding': 'br;q=0, gzip' },
  });
  assert.equal(refusedBr.headers['content-encoding'], 'gzip');

  const plain = await request(port, '/main.0123456789.js');
  assert.equal(plain.headers['content-encoding'], undefined);
  assert.deepEqual(plain.body, original);

  const json = await request(port, '/mf-manifest.json', { headers: { 'accept-encoding': 'gzip' } });
  assert.equal(json.headers['content-encoding'], 'gzip');

  const tiny = await request(port, '/tiny.abcdef0123.js', { headers: { 'accept-encoding': 'gzip' } });
  assert.equal(tiny.headers['content-encoding'], undefined);
  const image = await request(port, '/a1b2c3d4e5f6a7b8c9d0.png', { headers: { 'accept-encoding': 'gzip' } });
  assert.equal(image.headers['content-encoding'], undefined);
});

test('sends the build-time compressed copy of a file when it is at least as new as the file', async (t) => {
  const root = site(t);
  const file = path.join(root, 'main.0123456789.js');
  const original = fs.readFileSync(file);
  // Marked copies: distinguishable from what the server would compress itself, and still the same content.
  const brCopy = zlib.brotliCompressSync(original, { params: { [zlib.constants.BROTLI_PARAM_MODE]: 1 } });
  const gzCopy = zlib.gzipSync(original, { level: 1 });
  fs.writeFileSync(`${file}.br`, brCopy);
  fs.writeFileSync(`${file}.gz`, gzCopy);
  const port = await serve(t, { root });

  const br = await request(port, '/main.0123456789.js', { headers: { 'accept-encoding': 'gzip, br' } });
  assert.equal(br.headers['content-encoding'], 'br');
  assert.deepEqual(br.body, brCopy);
  assert.equal(br.headers['cache-control'], IMMUTABLE);
  assert.equal(br.headers['content-type'], 'text/javascript; charset=utf-8');
  const gzip = await request(port, '/main.0123456789.js', { headers: { 'accept-encoding': 'gzip' } });
  assert.equal(gzip.headers['content-encoding'], 'gzip');
  assert.deepEqual(gzip.body, gzCopy);
  const plain = await request(port, '/main.0123456789.js');
  assert.deepEqual(plain.body, original);

  // A copy older than its file is not trusted (the file was rewritten without it): compressed on the fly.
  const entry = path.join(root, 'remoteEntry.js');
  fs.writeFileSync(`${entry}.br`, zlib.brotliCompressSync(Buffer.from('stale')));
  const past = new Date(Date.now() - 60_000);
  fs.utimesSync(`${entry}.br`, past, past);
  const fresh = await request(port, '/remoteEntry.js', { headers: { 'accept-encoding': 'br' } });
  assert.equal(fresh.headers['content-encoding'], 'br');
  assert.deepEqual(zlib.brotliDecompressSync(fresh.body), fs.readFileSync(entry));
});

test('refuses path traversal and dotfiles', async (t) => {
  const port = await serve(t, { root: site(t) });
  for (const url of [
    '/../secret.txt',
    '/../../../etc/passwd',
    '/%2e%2e/secret.txt',
    '/..%2fsecret.txt',
    '/static/..%2f..%2fsecret.txt',
    '/%2e%2e%5csecret.txt',
    '/main.js%00.png',
    '/%E0%A4%A',
  ]) {
    const response = await request(port, url, { headers: { accept: 'text/html' } });
    assert.ok([400, 403, 404].includes(response.status), `${url} answered ${response.status}`);
    assert.doesNotMatch(response.body.toString(), /outside the served folder|root:/, url);
  }
  const dotfile = await request(port, '/.env');
  assert.equal(dotfile.status, 404);
});

test('HTML navigations fall back to index.html; missing scripts and data are 404', async (t) => {
  const port = await serve(t, { root: site(t) });
  const page = await request(port, '/news/12', { headers: { accept: 'text/html,application/xhtml+xml' } });
  assert.equal(page.status, 200);
  assert.match(page.body.toString(), /<title>shell<\/title>/);
  assert.equal(page.headers['cache-control'], NO_CACHE);

  const noAccept = await request(port, '/tournaments/7/bracket');
  assert.equal(noAccept.status, 200, 'an extension-less path is a navigation');

  for (const url of [
    '/main.deadbeef00.js',
    '/missing.json',
    '/remoteEntry2.js',
    '/1.0.0/mf-manifest.json',
    '/x.css',
  ]) {
    const response = await request(port, url, { headers: { accept: 'text/html,*/*' } });
    assert.equal(response.status, 404, url);
    assert.equal(response.headers['x-content-type-options'], 'nosniff');
  }

  const noFallback = await serve(t, { root: site(t), spaFallback: false });
  assert.equal((await request(noFallback, '/news', { headers: { accept: 'text/html' } })).status, 404);
});

test('fallbackStatus sets the status of an SPA navigation, with the same page; files keep theirs', async (t) => {
  const asked = [];
  const port = await serve(t, {
    root: site(t),
    fallbackStatus: async (_req, pathname) => {
      asked.push(pathname);
      return pathname.startsWith('/news/abc/') ? 404 : 200;
    },
  });
  const html = { accept: 'text/html' };
  const missing = await request(port, '/news/abc/def/', { headers: html });
  assert.equal(missing.status, 404);
  assert.match(missing.body.toString(), /<title>shell<\/title>/, 'the same page');
  assert.equal(missing.headers['cache-control'], NO_CACHE);
  assert.equal(missing.headers['x-frame-options'], 'DENY', 'with the security headers of any page');
  assert.equal((await request(port, '/news/abc/def', { method: 'HEAD', headers: html })).status, 404);
  // A 404 page is never answered 304.
  const etag = missing.headers.etag;
  assert.equal(
    (await request(port, '/news/abc/def', { headers: { ...html, 'if-none-match': etag } })).status,
    404,
  );

  assert.equal((await request(port, '/news/12', { headers: html })).status, 200);
  assert.equal((await request(port, '/', { headers: html })).status, 200, 'index.html itself');
  assert.equal((await request(port, '/robots.txt')).status, 200, 'a file');
  assert.equal((await request(port, '/missing.json', { headers: html })).status, 404);
  assert.deepEqual(
    asked,
    ['/news/abc/def', '/news/abc/def', '/news/abc/def', '/news/12'],
    'asked for navigations only',
  );
});

test('CORS: portal origins may read, others may not', async (t) => {
  const port = await serve(t, { root: site(t), allowedOrigins: [PORTAL] });
  const allowed = await request(port, '/remoteEntry.js', { headers: { origin: PORTAL } });
  assert.equal(allowed.headers['access-control-allow-origin'], PORTAL);
  assert.match(allowed.headers.vary, /Origin/);
  const other = await request(port, '/remoteEntry.js', { headers: { origin: 'https://evil.example' } });
  assert.equal(other.headers['access-control-allow-origin'], undefined);
  const preflight = await request(port, '/mf-manifest.json', {
    method: 'OPTIONS',
    headers: { origin: PORTAL, 'access-control-request-method': 'GET' },
  });
  assert.equal(preflight.status, 204);
  assert.equal(preflight.headers['access-control-allow-origin'], PORTAL);
  const missing = await request(port, '/nope.js', { headers: { origin: PORTAL } });
  assert.equal(missing.status, 404);
  assert.equal(missing.headers['access-control-allow-origin'], PORTAL, 'a 404 stays readable to the shell');
});

test('revalidation answers 304 for an unchanged file; other methods are refused', async (t) => {
  const port = await serve(t, { root: site(t) });
  const first = await request(port, '/remoteEntry.js');
  const again = await request(port, '/remoteEntry.js', { headers: { 'if-none-match': first.headers.etag } });
  assert.equal(again.status, 304);
  assert.equal(again.body.length, 0);
  const head = await request(port, '/remoteEntry.js', { method: 'HEAD' });
  assert.equal(head.status, 200);
  assert.equal(head.body.length, 0);
  const post = await request(port, '/remoteEntry.js', { method: 'POST' });
  assert.equal(post.status, 405);
});

test('dynamic routes are read on each request (platform.json)', async (t) => {
  const dir = tempDir(t);
  const state = path.join(dir, 'platform.json');
  fs.writeFileSync(state, JSON.stringify({ version: 1 }));
  const port = await serve(t, { root: site(t), dynamic: { '/platform.json': () => fs.readFileSync(state) } });
  const first = await request(port, '/platform.json');
  assert.equal(first.headers['cache-control'], NO_CACHE);
  assert.equal(first.headers['content-type'], 'application/json; charset=utf-8');
  assert.deepEqual(JSON.parse(first.body), { version: 1 });
  fs.writeFileSync(state, JSON.stringify({ version: 2 }));
  assert.deepEqual(JSON.parse((await request(port, '/platform.json?t=1')).body), { version: 2 });
});

test('a resolver that finds nothing answers 503', async (t) => {
  const port = await serve(t, { resolve: () => null, unavailableText: 'no release yet' });
  const response = await request(port, '/mf-manifest.json');
  assert.equal(response.status, 503);
  assert.match(response.body.toString(), /no release yet/);
});

test('transformHtml rewrites index.html and SPA navigations per request, served no-cache; assets untouched', async (t) => {
  const root = site(t);
  let calls = 0;
  const port = await serve(t, {
    root,
    transformHtml: (html, req, pathname) => {
      calls += 1;
      return html
        .toString()
        .replace('<title>', `<meta name=path content="${pathname}" data-n="${calls}"><title>`);
    },
  });
  const index = await request(port, '/', { headers: { accept: 'text/html' } });
  assert.equal(index.status, 200);
  assert.equal(index.headers['cache-control'], NO_CACHE);
  assert.match(index.body.toString(), /<meta name=path content="\/" data-n="1"><title>shell<\/title>/);
  const deep = await request(port, '/news/42', { headers: { accept: 'text/html' } });
  assert.equal(deep.headers['cache-control'], NO_CACHE);
  assert.match(deep.body.toString(), /content="\/news\/42" data-n="2"/);
  const again = await request(port, '/news/42', { headers: { accept: 'text/html' } });
  assert.match(again.body.toString(), /data-n="3"/, 'written again on each request, not cached');
  assert.notEqual(again.headers.etag, deep.headers.etag);
  const script = await request(port, '/main.0123456789.js');
  assert.equal(script.body.toString(), bigScript('main'));
  assert.equal(calls, 3, 'only HTML goes through transformHtml');
});
