import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { startPortal } from '../lib/portal.mjs';
import { publishRelease, switchRemoteLine } from '../lib/releases.mjs';
import { IMMUTABLE, NO_CACHE } from '../lib/static-server.mjs';
import { fakeRemoteBuild, freePorts, request, startTestPortal, tempDir, writeFiles } from './helpers.mjs';

/** A repository with a built shell, a built community and pass, and tournaments/account that failed to build. */
function fakeRepo(dir) {
  writeFiles(path.join(dir, 'shell/dist'), {
    'index.html': '<!doctype html><title>shell</title>',
    'main.0123456789.js': 'console.log("shell")',
  });
  for (const remote of ['tournaments', 'pass', 'account', 'community']) {
    writeFiles(path.join(dir, `mfe-${remote}`), {
      'package.json': JSON.stringify({ name: `@arena/mfe-${remote}`, version: '1.0.0' }),
    });
  }
  fakeRemoteBuild(path.join(dir, 'mfe-community/dist'), '1.0.0');
  fakeRemoteBuild(path.join(dir, 'mfe-pass/dist'), '1.0.0');
  return dir;
}

test('startPortal serves the shell, the live manifest and each remote; a remote can be stopped and restarted', async (t) => {
  const dir = tempDir(t);
  const repoRoot = fakeRepo(path.join(dir, 'repo'));
  const lines = [];
  const {
    portal,
    ports: { shell, tournaments, community, api },
  } = await startTestPortal(t, { dir, repoRoot, log: (line) => lines.push(line) });

  assert.equal(portal.urls.shell, `http://localhost:${shell}`);
  assert.deepEqual(Object.keys(portal.versions).sort(), ['community', 'pass']);
  assert.ok(portal.report.problems.some((p) => /tournaments has no build/.test(p)));
  assert.ok(lines.some((line) => /published community 1\.0\.0-build\./.test(line)));

  const platform = JSON.parse((await request(shell, '/platform.json')).body);
  const line = platform.remotes.find((remote) => remote.name === 'community');
  assert.equal(line.entry, `http://localhost:${community}/${portal.versions.community}/mf-manifest.json`);
  assert.equal(platform.remotes.find((remote) => remote.name === 'tournaments').version, 'unreleased');
  assert.equal(platform.apiUrl, `http://localhost:${api}`);

  const origin = { origin: portal.urls.shell };
  const manifest = await request(community, `/${portal.versions.community}/mf-manifest.json`, {
    headers: origin,
  });
  assert.equal(manifest.status, 200);
  assert.equal(manifest.headers['cache-control'], NO_CACHE);
  assert.equal(manifest.headers['access-control-allow-origin'], portal.urls.shell);
  const chunkName = fs
    .readdirSync(path.join(repoRoot, 'mfe-community/dist'))
    .find((f) => f.startsWith('chunk.'));
  const chunk = await request(community, `/${portal.versions.community}/${chunkName}`, { headers: origin });
  assert.equal(chunk.headers['cache-control'], IMMUTABLE);
  assert.equal(
    (await request(community, '/', { headers: { accept: 'text/html' } })).status,
    200,
    'standalone frame at /',
  );
  assert.equal((await request(tournaments, '/mf-manifest.json')).status, 503);

  // A release goes live on the next request for /platform.json; the old version stays served.
  const newDist = path.join(dir, 'dist-2');
  fakeRemoteBuild(newDist, '2.0.0');
  publishRelease({
    releasesDir: portal.releasesDir,
    remote: 'community',
    version: '2.0.0',
    distDir: newDist,
  });
  switchRemoteLine({
    releasesDir: portal.releasesDir,
    env: 'local',
    remote: 'community',
    version: '2.0.0',
    action: 'release',
  });
  const after = JSON.parse((await request(shell, '/platform.json')).body);
  assert.equal(
    after.remotes.find((remote) => remote.name === 'community').entry,
    `http://localhost:${community}/2.0.0/mf-manifest.json`,
  );
  assert.equal((await request(community, `/${portal.versions.community}/remoteEntry.js`)).status, 200);
  assert.match(
    (await request(community, '/index.html')).body.toString(),
    /2\.0\.0/,
    '/ follows the live version',
  );

  await portal.stopRemote('community');
  await assert.rejects(request(community, '/2.0.0/mf-manifest.json'), /ECONNREFUSED/);
  assert.equal((await request(shell, '/platform.json')).status, 200, 'the rest keeps running');
  await portal.startRemote('community');
  assert.equal((await request(community, '/2.0.0/mf-manifest.json')).status, 200);
});

test('startPortal keeps the live versions across restarts and rewrites the manifest for new ports', async (t) => {
  const dir = tempDir(t);
  const repoRoot = fakeRepo(path.join(dir, 'repo'));
  const options = {
    repoRoot,
    releasesDir: path.join(dir, 'releases'),
    build: false,
    api: false,
    portEnv: {},
    host: '127.0.0.1',
    log: () => {},
  };
  const [a, b, c, d, e, f] = await freePorts(6);
  const first = await startPortal({
    ...options,
    ports: { shell: a, tournaments: b, pass: c, account: d, community: e, api: f },
  });
  await first.stop();
  const [g, h, i, j, k, l] = await freePorts(6);
  const second = await startPortal({
    ...options,
    ports: { shell: g, tournaments: h, pass: i, account: j, community: k, api: l },
  });
  t.after(() => second.stop());
  assert.deepEqual(second.versions, first.versions);
  assert.equal(second.report.published.length, 0, 'nothing is published twice');
  const platform = JSON.parse((await request(g, '/platform.json')).body);
  assert.equal(
    platform.remotes.find((remote) => remote.name === 'community').entry,
    `http://localhost:${k}/${first.versions.community}/mf-manifest.json`,
  );
});

test('startPortal fails clearly when a port is taken, and leaves nothing running', async (t) => {
  const dir = tempDir(t);
  const repoRoot = fakeRepo(path.join(dir, 'repo'));
  const [shell, tournaments, pass, account, community, api] = await freePorts(6);
  const blocker = (await import('node:http')).createServer();
  await new Promise((resolve) => blocker.listen(community, resolve));
  t.after(() => blocker.close());
  await assert.rejects(
    startPortal({
      repoRoot,
      releasesDir: path.join(dir, 'releases'),
      build: false,
      api: false,
      portEnv: {},
      log: () => {},
      ports: { shell, tournaments, pass, account, community, api },
    }),
    new RegExp(`port ${community} \\(community\\) is already in use`),
  );
  await assert.rejects(request(shell, '/'), /ECONNREFUSED/);
});

test('a package that fails to build is reported and the rest is served', async (t) => {
  const dir = tempDir(t);
  const repoRoot = fakeRepo(path.join(dir, 'repo'));
  // The fake repository is no npm workspace, so `npm run build -w mfe-tournaments` fails like a broken build.
  writeFiles(repoRoot, { 'package.json': JSON.stringify({ name: 'fake', private: true }) });
  fs.rmSync(path.join(repoRoot, 'mfe-account'), { recursive: true });
  writeFiles(path.join(repoRoot, 'mfe-account'), {
    'package.json': JSON.stringify({ name: '@arena/mfe-account', version: '1.0.0' }),
  });
  const [shell, tournaments, pass, account, community, api] = await freePorts(6);
  const lines = [];
  const portal = await startPortal({
    repoRoot,
    releasesDir: path.join(dir, 'releases'),
    build: true,
    api: false,
    portEnv: {},
    ports: { shell, tournaments, pass, account, community, api },
    log: (line) => lines.push(line),
  });
  t.after(() => portal.stop());
  assert.deepEqual(
    portal.report.builds.map((build) => [build.workspace, build.ok]),
    [
      ['mfe-tournaments', false],
      ['mfe-account', false],
    ],
  );
  assert.ok(lines.some((line) => /✖ mfe-tournaments failed to build/.test(line)));
  assert.equal((await request(shell, '/')).status, 200);
  assert.equal((await request(community, `/${portal.versions.community}/mf-manifest.json`)).status, 200);
});

test('the shell’s HTML carries the live manifest and the route’s preloads; a release changes it on the next load', async (t) => {
  const dir = tempDir(t);
  const repoRoot = fakeRepo(path.join(dir, 'repo'));
  writeFiles(path.join(repoRoot, 'shell/dist'), {
    'index.html': '<!doctype html><html><head><title>shell</title></head><body></body></html>',
  });
  // The community build's manifest as the federation plugin writes it: entry and the chunks of ./app.
  writeFiles(path.join(repoRoot, 'mfe-community/dist'), {
    'mf-manifest.json': JSON.stringify({
      id: 'community',
      metaData: {
        buildInfo: { buildVersion: '1.0.0' },
        remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
        publicPath: 'auto',
      },
      exposes: [{ name: 'app', path: './app', assets: { js: { sync: ['app.0123456789.js'], async: [] } } }],
    }),
    // The chunks of its lazily loaded pages, as RouteChunksPlugin (shared-kit/webpack) writes them.
    'route-chunks.json': JSON.stringify({
      routes: [{ path: '/news/:id', js: ['news-article.0123456789.js'] }],
    }),
  });
  const {
    portal,
    ports: { shell, community, api },
  } = await startTestPortal(t, { dir, repoRoot });

  const page = async (pathname) => {
    const response = await request(shell, pathname, { headers: { accept: 'text/html' } });
    assert.equal(response.status, 200);
    assert.equal(response.headers['cache-control'], NO_CACHE);
    const html = response.body.toString();
    const inline = /<script id="arena-platform" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
    assert.ok(inline, `${pathname} carries the manifest`);
    return { html, platform: JSON.parse(inline[1]) };
  };

  const live = portal.versions.community;
  const before = await page('/news');
  assert.deepEqual(before.platform, JSON.parse((await request(shell, '/platform.json')).body));
  assert.ok(before.html.includes(`<link rel="preconnect" href="http://localhost:${api}" crossorigin>`));
  assert.ok(before.html.includes(`<link rel="preconnect" href="http://localhost:${community}" crossorigin>`));
  assert.ok(
    before.html.includes(
      `<link rel="preload" href="http://localhost:${community}/${live}/mf-manifest.json" as="fetch" crossorigin>`,
    ),
  );
  assert.ok(
    before.html.includes(
      `<link rel="preload" href="http://localhost:${community}/${live}/remoteEntry.js" as="script" fetchpriority="low">`,
    ),
  );
  assert.ok(
    before.html.includes(
      `<link rel="preload" href="http://localhost:${api}/v1/posts?sort=-created_at" as="fetch" crossorigin>`,
    ),
  );
  assert.ok(
    before.html.includes(
      `<link rel="preload" href="http://localhost:${community}/${live}/app.0123456789.js" as="script" fetchpriority="low">`,
    ),
  );
  // An article's page chunk, from the live release's route-chunks.json; the list page has none.
  const article = `<link rel="preload" href="http://localhost:${community}/${live}/news-article.0123456789.js" as="script" fetchpriority="low">`;
  assert.ok((await page('/news/ba67a285-cb92-57cb-8afc-b178f09f2056')).html.includes(article));
  assert.ok(!before.html.includes('news-article'));
  assert.ok(!(await page('/')).html.includes('rel="preload"'), 'the home page preloads no remote');

  const newDist = path.join(dir, 'dist-2');
  fakeRemoteBuild(newDist, '2.0.0');
  publishRelease({
    releasesDir: portal.releasesDir,
    remote: 'community',
    version: '2.0.0',
    distDir: newDist,
  });
  switchRemoteLine({
    releasesDir: portal.releasesDir,
    env: 'local',
    remote: 'community',
    version: '2.0.0',
    action: 'release',
  });
  const after = await page('/news');
  assert.equal(
    after.platform.remotes.find((remote) => remote.name === 'community').entry,
    `http://localhost:${community}/2.0.0/mf-manifest.json`,
  );
  assert.ok(after.html.includes(`href="http://localhost:${community}/2.0.0/mf-manifest.json"`));
  assert.ok(!after.html.includes(`/${live}/`), 'nothing of the previous release is preloaded');
  assert.equal(
    fs.readFileSync(path.join(repoRoot, 'shell/dist/index.html'), 'utf8'),
    '<!doctype html><html><head><title>shell</title></head><body></body></html>',
    'the shell’s files are untouched',
  );
});

test('a path no app draws gets the shell’s page with 404, from the live releases’ and the shell’s routes.json', async (t) => {
  const dir = tempDir(t);
  const repoRoot = fakeRepo(path.join(dir, 'repo'));
  // As RoutesPlugin (shared-kit/webpack) writes them: the shell's pages, and the community remote's routes.
  writeFiles(path.join(repoRoot, 'shell/dist'), {
    'routes.json': JSON.stringify({ routes: ['/', '/banned', '/logout', '/coming-soon'] }),
  });
  writeFiles(path.join(repoRoot, 'mfe-community/dist'), {
    'routes.json': JSON.stringify({ routes: ['/news', '/news/:id', '/faq'] }),
  });
  const {
    portal,
    ports: { shell },
  } = await startTestPortal(t, { dir, repoRoot });

  const status = async (pathname) => {
    const response = await request(shell, pathname, { headers: { accept: 'text/html' } });
    // The same page either way: the shell draws Page Not Found where the status says 404.
    const html = response.body.toString();
    assert.ok(html.includes('<title>shell</title>') && html.includes('id="arena-platform"'), pathname);
    return response.status;
  };
  for (const pathname of ['/news/abc/def', '/faq/x', '/nowhere', '/banned/x', '/staff/x'])
    assert.equal(await status(pathname), 404, pathname);
  for (const pathname of ['/', '/news', '/news/abc', '/faq/', '/banned', '/coming-soon'])
    assert.equal(await status(pathname), 200, pathname);
  // The pass's release has no routes.json and tournaments none released: the server cannot know.
  assert.equal(await status('/mena-pass/x'), 200);
  assert.equal(await status('/tournaments/1/nope'), 200);

  // A release without routes.json (an older build) is live on the next request: then 200 there too.
  const newDist = path.join(dir, 'dist-2');
  fakeRemoteBuild(newDist, '2.0.0');
  publishRelease({
    releasesDir: portal.releasesDir,
    remote: 'community',
    version: '2.0.0',
    distDir: newDist,
  });
  switchRemoteLine({
    releasesDir: portal.releasesDir,
    env: 'local',
    remote: 'community',
    version: '2.0.0',
    action: 'release',
  });
  assert.equal(await status('/news/abc/def'), 200);
  assert.equal(await status('/nowhere'), 404);
});
