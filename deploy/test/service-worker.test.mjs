// The service worker's script (shell/src/sw, built to shell/dist/sw.js) as the page server and nginx serve it: at
// /sw.js, JavaScript, revalidated on every load (a new worker must reach every browser on its next visit, never a
// year-long cached one), and never the portal's page in its place.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { createShellServer } from '../lib/portal.mjs';
import { closeServer, listen, NO_CACHE } from '../lib/static-server.mjs';
import { freePorts, request, tempDir, writeFiles } from './helpers.mjs';

const ORIGIN = 'https://arena.example.com';
const NGINX = '/usr/sbin/nginx';
const ARENA_CONF = path.join(path.dirname(fileURLToPath(import.meta.url)), '../nginx/arena.conf');
const SHELL_HTML =
  '<!doctype html><html lang="ar" dir="rtl"><head><title>MENA Arena</title></head><body><script defer src="/main.0123456789.js"></script></body></html>';
// Big enough to be sent compressed.
const WORKER = `self.addEventListener('push', () => {});\n${'// the worker\n'.repeat(200)}`;

/** A shell build (with or without its worker) and a live manifest. */
function shellBuild(t, { worker = true } = {}) {
  const dir = tempDir(t);
  const shellDist = path.join(dir, 'shell');
  const releasesDir = path.join(dir, 'releases');
  writeFiles(shellDist, {
    'index.html': SHELL_HTML,
    'main.0123456789.js': 'console.log("main");\n',
    ...(worker ? { 'sw.js': WORKER } : {}),
  });
  const stateFile = path.join(releasesDir, 'environments/local/platform.json');
  writeFiles(path.dirname(stateFile), {
    'platform.json': JSON.stringify({ environment: 'local', apiUrl: 'https://api.arena.test', remotes: [] }),
  });
  return { dir, shellDist, releasesDir, stateFile };
}

async function startPages(t, build) {
  const server = createShellServer({
    shellDist: build.shellDist,
    stateFile: build.stateFile,
    releasesDir: build.releasesDir,
    origins: [ORIGIN],
    shellOrigin: ORIGIN,
    previewApiUrl: 'http://127.0.0.1:9',
  });
  await listen(server, 0, '127.0.0.1');
  t.after(() => closeServer(server));
  return server.address().port;
}

test('the page server sends /sw.js from the shell build as JavaScript, revalidated on every load', async (t) => {
  const port = await startPages(t, shellBuild(t));
  const worker = await request(port, '/sw.js');
  assert.equal(worker.status, 200);
  assert.match(worker.headers['content-type'], /^text\/javascript/);
  assert.equal(worker.headers['cache-control'], NO_CACHE);
  assert.equal(worker.body.toString(), WORKER);
  // Its scope is its own folder, `/`: no Service-Worker-Allowed is needed, and none widens it.
  assert.equal(worker.headers['service-worker-allowed'], undefined);
  // An unchanged worker costs the browser's update check one empty answer.
  assert.ok(worker.headers.etag);
  const again = await request(port, '/sw.js', { headers: { 'If-None-Match': worker.headers.etag } });
  assert.equal(again.status, 304);
  const compressed = await request(port, '/sw.js', { headers: { 'Accept-Encoding': 'br' } });
  assert.equal(compressed.headers['content-encoding'], 'br');
  assert.equal(compressed.headers['cache-control'], NO_CACHE);
});

test('without a worker in the build, /sw.js is a 404, never the portal page', async (t) => {
  const port = await startPages(t, shellBuild(t, { worker: false }));
  const missing = await request(port, '/sw.js');
  assert.equal(missing.status, 404);
  assert.doesNotMatch(missing.headers['content-type'] ?? '', /html/);
  // A page of the portal is still the shell's page.
  assert.equal((await request(port, '/tournaments')).status, 200);
});

describe('nginx (arena.conf)', { skip: !fs.existsSync(NGINX) && `${NGINX} is not installed` }, () => {
  /** arena.conf on free ports over a temporary /srv/arena, run by a throwaway nginx; returns its port. */
  async function startNginx(t, build, pagesPort) {
    const [port] = await freePorts(1);
    const site = fs
      .readFileSync(ARENA_CONF, 'utf8')
      .replaceAll('listen 80;', `listen 127.0.0.1:${port};`)
      .replaceAll('/srv/arena/shell', build.shellDist)
      .replaceAll('/srv/arena/releases/environments/production/platform.json', build.stateFile)
      .replaceAll('/srv/arena/releases', build.releasesDir)
      .replaceAll('/srv/arena/public', path.join(build.dir, 'public'))
      .replaceAll('/var/log/nginx/access.log', path.join(build.dir, 'access.log'))
      .replace('server 127.0.0.1:8079;', `server 127.0.0.1:${pagesPort};`);
    const confDir = path.join(build.dir, 'nginx');
    writeFiles(confDir, {
      'site.conf': site,
      'nginx.conf': [
        // The workers read the test's own (root-only) folders.
        ...(process.getuid?.() === 0 ? ['user root;'] : []),
        `pid ${confDir}/nginx.pid;`,
        'error_log stderr;',
        'daemon off;',
        'events {}',
        'http {',
        '  include /etc/nginx/mime.types;',
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
          (kind) => `  ${kind}_temp_path ${confDir}/${kind};`,
        ),
        `  include ${confDir}/site.conf;`,
        '}',
        '',
      ].join('\n'),
    });
    const child = spawn(NGINX, ['-p', confDir, '-c', path.join(confDir, 'nginx.conf')], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk) => (errors += chunk));
    t.after(() => child.kill('SIGTERM'));
    const host = { Host: 'arena.example.com' };
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const up = await request(port, '/platform.json', { headers: host }).catch(() => null);
      if (up) return { port, host };
      if (child.exitCode !== null) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`nginx did not start: ${errors}`);
  }

  test('serves /sw.js from the shell files, revalidated on every load; a missing one is a 404', async (t) => {
    const build = shellBuild(t);
    const pagesPort = await startPages(t, build);
    const { port, host } = await startNginx(t, build, pagesPort);
    const worker = await request(port, '/sw.js', { headers: host });
    assert.equal(worker.status, 200);
    assert.match(worker.headers['content-type'], /javascript/);
    assert.equal(worker.headers['cache-control'], 'no-cache');
    assert.equal(worker.body.toString(), WORKER);
    // The portal's headers hold for it too (a worker script's own policy governs what the worker fetches).
    assert.equal(worker.headers['x-content-type-options'], 'nosniff');
    // The hashed files beside it stay immutable.
    const main = await request(port, '/main.0123456789.js', { headers: host });
    assert.match(main.headers['cache-control'], /immutable/);

    fs.rmSync(path.join(build.shellDist, 'sw.js'));
    const missing = await request(port, '/sw.js', { headers: host });
    assert.equal(missing.status, 404);
  });
});
