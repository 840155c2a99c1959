import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { REPO_ROOT } from '../lib/catalog.mjs';
import { loadEnvironmentTemplate, renderPlatform, resolveTemplate } from '../lib/environments.mjs';
import {
  BASELINE_CSP,
  HSTS,
  inlineScriptHashes,
  portalCsp,
  portalHtmlHeaders,
  REFERRER_POLICY,
} from '../lib/security-headers.mjs';
import { closeServer, createStaticServer, listen } from '../lib/static-server.mjs';
import { fakeRemoteBuild, request, startTestPortal, tempDir, writeFiles } from './helpers.mjs';

const PLATFORM = {
  apiUrl: 'https://api.arena.test',
  authUrl: 'https://signin.publisher.test',
  socketUrl: 'https://api.arena.test',
  bracketHostOrigin: 'https://brackets.arena.test',
  imageCdnUrl: 'https://cdn.arena.test/images',
  remotes: [
    { name: 'tournaments', entry: 'https://tournaments.arena.test/1.0.0/mf-manifest.json', routes: [] },
    { name: 'community', entry: 'https://community.arena.test/2.0.0/mf-manifest.json', routes: [] },
  ],
};

const sha256 = (text) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;

/** The CSP as a map of directive → sources. */
function directives(csp) {
  return Object.fromEntries(
    csp.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

test('inline script hashes: scripts the page runs, not data blocks or external scripts', () => {
  const marker = '(function(){document.documentElement.dataset.x="1"})();';
  const html = [
    `<script>${marker}</script>`,
    '<script id="arena-platform" type="application/json">{"apiUrl":"x"}</script>',
    '<script defer src="/main.0123456789.js"></script>',
    "<script type='module'>import('/a.js')</script>",
    `<script>${marker}</script>`,
  ].join('');
  assert.deepEqual(inlineScriptHashes(html), [sha256(marker), sha256("import('/a.js')")]);
  assert.deepEqual(inlineScriptHashes('<p>no scripts</p>'), []);
});

test('the portal CSP names the origins of the manifest and allows no inline script but by hash', () => {
  const csp = directives(portalCsp(PLATFORM, { scriptHashes: ["'sha256-abc='"] }));
  assert.deepEqual(csp['default-src'], ["'self'"]);
  assert.deepEqual(csp['script-src'], [
    "'self'",
    'https://tournaments.arena.test',
    'https://community.arena.test',
    "'sha256-abc='",
  ]);
  for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", 'https:', '*', 'data:'])
    assert.ok(!csp['script-src'].includes(unsafe), unsafe);
  assert.deepEqual(csp['connect-src'], [
    "'self'",
    'https://tournaments.arena.test',
    'https://community.arena.test',
    'https://api.arena.test',
    'wss://api.arena.test',
  ]);
  assert.ok(csp['img-src'].includes('https://api.arena.test'));
  assert.ok(csp['img-src'].includes('https://cdn.arena.test'));
  assert.ok(csp['img-src'].includes('data:'));
  // The bracket host, and the live-stream players (issue 32) — no other framed origin.
  assert.deepEqual(csp['frame-src'], [
    'https://brackets.arena.test',
    'https://player.twitch.tv',
    'https://www.youtube-nocookie.com',
  ]);
  assert.deepEqual(directives(portalCsp({ ...PLATFORM, bracketHostOrigin: undefined }))['frame-src'], [
    'https://player.twitch.tv',
    'https://www.youtube-nocookie.com',
  ]);
  assert.deepEqual(csp['frame-ancestors'], ["'none'"]);
  assert.deepEqual(csp['object-src'], ["'none'"]);
  assert.deepEqual(csp['base-uri'], ["'self'"]);
  assert.deepEqual(csp['style-src'], ["'self'", "'unsafe-inline'"]);

  // Local: http origins, and ws for the socket.
  const local = directives(
    portalCsp({ ...PLATFORM, apiUrl: 'http://localhost:8090', socketUrl: 'http://localhost:8090' }),
  );
  assert.ok(local['connect-src'].includes('ws://localhost:8090'));
  assert.ok(local['connect-src'].includes('http://localhost:8090'));
});

async function serve(t, options) {
  const server = await listen(createStaticServer({ onError: () => {}, ...options }), 0, '127.0.0.1');
  t.after(() => closeServer(server));
  return server.address().port;
}

test('static server: every HTML page is unframeable with a referrer policy; HSTS over HTTPS only', async (t) => {
  const root = path.join(tempDir(t), 'dist');
  writeFiles(root, {
    'index.html': '<!doctype html><title>x</title><script>1</script>',
    'main.0123456789.js': 'console.log(1)',
  });
  const port = await serve(t, { root });

  for (const pathname of ['/', '/index.html', '/tournaments/1']) {
    const page = await request(port, pathname, { headers: { accept: 'text/html' } });
    assert.equal(page.status, 200, pathname);
    assert.equal(page.headers['content-security-policy'], BASELINE_CSP, pathname);
    assert.equal(page.headers['x-frame-options'], 'DENY', pathname);
    assert.equal(page.headers['referrer-policy'], REFERRER_POLICY, pathname);
    assert.equal(page.headers['x-content-type-options'], 'nosniff', pathname);
    assert.equal(page.headers['strict-transport-security'], undefined, `${pathname} over http`);
  }
  const script = await request(port, '/main.0123456789.js');
  assert.equal(script.headers['content-security-policy'], undefined);
  assert.equal(script.headers['x-content-type-options'], 'nosniff');

  const proxied = await request(port, '/', { headers: { 'x-forwarded-proto': 'https' } });
  assert.equal(proxied.headers['strict-transport-security'], HSTS);
  assert.equal(
    (await request(port, '/main.0123456789.js', { headers: { 'x-forwarded-proto': 'https, http' } })).headers[
      'strict-transport-security'
    ],
    HSTS,
  );
  assert.equal(
    (await request(port, '/', { headers: { 'x-forwarded-proto': 'http' } })).headers[
      'strict-transport-security'
    ],
    undefined,
  );

  // The page a sign-in returns to holds the token in its address: no referrer at all.
  const back = await request(port, '/account?token=eyJ.x.y&state=abcdefghijklmnopqrstuv');
  assert.equal(back.headers['referrer-policy'], 'no-referrer');
});

test('static server: the portal policy from the manifest, with the hash of the page as served', async (t) => {
  const root = path.join(tempDir(t), 'dist');
  const marker = 'document.documentElement.lang="ar"';
  writeFiles(root, {
    'index.html': `<!doctype html><html><head></head><body><script>${marker}</script></body></html>`,
  });
  let platform = PLATFORM;
  const port = await serve(t, {
    root,
    // As the shell's server: the page gets more inline script per request.
    transformHtml: (html) => html.toString().replace('</head>', '<script>window.x=2</script></head>'),
    htmlHeaders: portalHtmlHeaders(() => platform),
  });
  const csp = directives((await request(port, '/news')).headers['content-security-policy']);
  assert.deepEqual(csp['script-src'], [
    "'self'",
    'https://tournaments.arena.test',
    'https://community.arena.test',
    sha256('window.x=2'),
    sha256(marker),
  ]);

  // A release that moves a remote to another host changes the policy on the next request.
  platform = {
    ...PLATFORM,
    remotes: [{ name: 'community', entry: 'https://news.arena.test/3.0.0/mf-manifest.json', routes: [] }],
  };
  const moved = directives((await request(port, '/news')).headers['content-security-policy']);
  assert.ok(moved['script-src'].includes('https://news.arena.test'));
  assert.ok(!moved['script-src'].includes('https://community.arena.test'));

  // No manifest: still never framed.
  platform = null;
  assert.equal((await request(port, '/')).headers['content-security-policy'], BASELINE_CSP);
});

test('startPortal: the shell and the remotes send the policy of the live manifest', async (t) => {
  const dir = tempDir(t);
  const repoRoot = path.join(dir, 'repo');
  writeFiles(path.join(repoRoot, 'shell/dist'), {
    'index.html': '<!doctype html><html><head></head><body><script>window.bare=1</script></body></html>',
  });
  for (const remote of ['tournaments', 'pass', 'account', 'community']) {
    writeFiles(path.join(repoRoot, `mfe-${remote}`), {
      'package.json': JSON.stringify({ name: `@arena/mfe-${remote}`, version: '1.0.0' }),
    });
  }
  fakeRemoteBuild(path.join(repoRoot, 'mfe-community/dist'), '1.0.0');
  const {
    ports: { shell, tournaments, pass, account, community, api },
  } = await startTestPortal(t, { dir, repoRoot });

  const page = await request(shell, '/news', { headers: { accept: 'text/html' } });
  const csp = directives(page.headers['content-security-policy']);
  for (const port of [tournaments, pass, account, community])
    assert.ok(csp['script-src'].includes(`http://localhost:${port}`), `remote on ${port}`);
  assert.ok(csp['script-src'].includes(sha256('window.bare=1')));
  assert.ok(csp['connect-src'].includes(`ws://localhost:${api}`));
  assert.deepEqual(csp['frame-src'], [
    `http://localhost:${api}`,
    'https://player.twitch.tv',
    'https://www.youtube-nocookie.com',
  ]);
  assert.equal(page.headers['x-frame-options'], 'DENY');

  const standalone = await request(community, '/', { headers: { accept: 'text/html' } });
  assert.equal(standalone.status, 200);
  assert.deepEqual(directives(standalone.headers['content-security-policy'])['frame-ancestors'], ["'none'"]);
  assert.equal(standalone.headers['x-frame-options'], 'DENY');
});

/** The `add_header <name> <value>` lines of one `server_name` block of arena.conf. */
function nginxHeaders(conf, serverName) {
  const block = conf.split(/\nserver \{/).find((part) => part.includes(`server_name ${serverName}`));
  assert.ok(block, `a server block for ${serverName}`);
  const headers = {};
  for (const [, name, value] of block.matchAll(
    /^\s*add_header\s+(\S+)\s+("(?:[^"\\]|\\.)*"|\S+)\s+always;/gm,
  ))
    headers[name] = value.replace(/^"|"$/g, '');
  return headers;
}

test('nginx: arena.conf sends the same headers, for the hosts of production.example.json', async (t) => {
  const conf = fs.readFileSync(path.join(REPO_ROOT, 'deploy/nginx/arena.conf'), 'utf8');
  const platform = renderPlatform(resolveTemplate(loadEnvironmentTemplate('production.example')));
  const shell = nginxHeaders(conf, 'arena.example.com;');
  const remotes = nginxHeaders(conf, '~^(?<arena_remote>');

  const hashes = directives(shell['Content-Security-Policy'])['script-src'].filter((source) =>
    source.startsWith("'sha256-"),
  );
  assert.equal(hashes.length, 1, 'the shell has one inline script (its bare-route marker)');
  assert.equal(shell['Content-Security-Policy'], portalCsp(platform, { scriptHashes: hashes }));
  assert.equal(remotes['Content-Security-Policy'], portalCsp(platform));
  for (const headers of [shell, remotes]) {
    assert.equal(headers['X-Frame-Options'], 'DENY');
    assert.equal(headers['X-Content-Type-Options'], 'nosniff');
    assert.equal(headers['Referrer-Policy'], '$arena_referrer_policy');
    assert.equal(headers['Strict-Transport-Security'], '$arena_hsts');
  }
  assert.match(
    conf,
    /map \$arg_token \$arena_referrer_policy \{\s*default "no-referrer";\s*"" "strict-origin-when-cross-origin";/,
  );
  assert.match(conf, new RegExp(`"~\\^https:" "${HSTS}";`));
  // No query string or referrer in the access log.
  assert.equal((conf.match(/access_log \S+ arena_no_secrets;/g) ?? []).length, 2);
  const format = /log_format arena_no_secrets ([\s\S]*?);\n/.exec(conf)[1];
  assert.doesNotMatch(format, /\$request\b|\$request_uri|\$args|\$query_string|\$http_referer/);

  // The hash is the built shell's inline script's (skipped when the shell is not built).
  const built = path.join(REPO_ROOT, 'shell/dist/index.html');
  if (!fs.existsSync(built)) return t.skip('shell/dist/index.html is not built');
  assert.deepEqual(
    hashes,
    inlineScriptHashes(fs.readFileSync(built)),
    'arena.conf names the hash of the built shell: run node deploy/bin/security-headers.mjs and copy its lines',
  );
});
