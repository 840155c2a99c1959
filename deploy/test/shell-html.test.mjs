import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  jsonForScript,
  pathHasPage,
  remoteFirstFiles,
  remoteRuntimeFiles,
  renderShellHtml,
  routeFiles,
  routeMatches,
  shellHeadTags,
} from '../lib/shell-html.mjs';

const SHELL_HTML =
  '<!doctype html><html lang=ar dir=rtl><head><meta charset=utf-8><title>MENA Arena</title>' +
  '<script defer src=/main.5e8409b191.js></script></head><body><div id=arena-layout></div></body></html>';

const PLATFORM = {
  environment: 'local',
  apiUrl: 'http://localhost:8090',
  remotes: [
    {
      name: 'tournaments',
      entry: 'http://localhost:8081/1.0.0-build.aaa/mf-manifest.json',
      routes: ['/tournaments'],
      version: '1.0.0-build.aaa',
    },
    {
      name: 'community',
      entry: 'http://localhost:8084/2.0.0/mf-manifest.json',
      routes: ['/news', '/loyalty-leaderboard'],
      version: '2.0.0',
    },
    {
      name: 'pass',
      entry: 'http://localhost:8082/unreleased/mf-manifest.json',
      routes: ['/mena-pass'],
      version: 'unreleased',
    },
  ],
};

const COMMUNITY_MANIFEST = {
  id: 'community',
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, publicPath: 'auto' },
  exposes: [
    {
      name: 'LatestNews',
      path: './LatestNews',
      assets: { js: { sync: ['__federation_expose_LatestNews.1111111111.js'], async: [] } },
    },
    {
      name: 'app',
      path: './app',
      assets: {
        js: {
          sync: ['397.6eb9f3a886.js', '__federation_expose_app.9535d75dab.js'],
          async: ['176.245750680f.js'],
        },
      },
    },
  ],
};

const manifestOf = (remote) => (remote.name === 'community' ? COMMUNITY_MANIFEST : null);

/** The inline manifest a page carries, parsed as the shell parses it. */
function inlinePlatform(html) {
  const match = /<script id="arena-platform" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  assert.ok(match, 'the page carries the platform manifest');
  return JSON.parse(match[1]);
}

const links = (html, rel) =>
  [...html.matchAll(/<link ([^>]*)>/g)]
    .map((m) => m[1])
    .filter((attributes) => attributes.includes(`rel="${rel}"`));

test('the shell page carries the live manifest, before </head> and ahead of nothing the build wrote', () => {
  const html = renderShellHtml(SHELL_HTML, { platform: PLATFORM, pathname: '/', manifestOf });
  assert.deepEqual(inlinePlatform(html), PLATFORM);
  assert.ok(html.startsWith('<!doctype html><html lang=ar dir=rtl><head><meta charset=utf-8>'));
  assert.ok(html.indexOf('id="arena-platform"') < html.indexOf('</head>'));
  assert.ok(html.includes('<script defer src=/main.5e8409b191.js></script>'), 'the build’s scripts stay');
  assert.ok(html.endsWith('<body><div id=arena-layout></div></body></html>'));
});

test('a manifest value cannot close the script element or inject markup', () => {
  const platform = {
    ...PLATFORM,
    communityInviteUrl: 'https://x.test/</script><script>alert(1)</script>&\u2028',
  };
  const html = renderShellHtml(SHELL_HTML, { platform, pathname: '/', manifestOf });
  assert.equal(
    html.match(/<\/script>/g).length,
    2,
    'only the manifest’s and the build’s own script end tags',
  );
  assert.equal(inlinePlatform(html).communityInviteUrl, platform.communityInviteUrl);
  assert.doesNotMatch(jsonForScript({ a: '<!--' }), /<!--/);
});

test('preconnect to the API and every remote origin; the route’s remote also without crossorigin for its scripts', () => {
  const tags = shellHeadTags({ platform: PLATFORM, pathname: '/news', manifestOf });
  const html = tags.join('');
  assert.deepEqual(links(html, 'preconnect'), [
    'rel="preconnect" href="http://localhost:8090" crossorigin',
    'rel="preconnect" href="http://localhost:8084" crossorigin',
    'rel="preconnect" href="http://localhost:8081" crossorigin',
    'rel="preconnect" href="http://localhost:8082" crossorigin',
    'rel="preconnect" href="http://localhost:8084"',
  ]);
});

test('the route’s remote: its manifest (as fetch), entry and the first chunks of ./app (as script) are preloaded', () => {
  const html = renderShellHtml(SHELL_HTML, {
    platform: PLATFORM,
    pathname: '/loyalty-leaderboard',
    manifestOf,
  });
  assert.deepEqual(links(html, 'preload'), [
    'rel="preload" href="http://localhost:8084/2.0.0/mf-manifest.json" as="fetch" crossorigin',
    'rel="preload" href="http://localhost:8084/2.0.0/remoteEntry.js" as="script" fetchpriority="low"',
    'rel="preload" href="http://localhost:8084/2.0.0/397.6eb9f3a886.js" as="script" fetchpriority="low"',
    'rel="preload" href="http://localhost:8084/2.0.0/__federation_expose_app.9535d75dab.js" as="script" fetchpriority="low"',
    // Its first public call, after the remote's files (HTML-escaped: the browser reads `&`).
    'rel="preload" href="http://localhost:8090/v1/menapass/loyalty-leaderboard?page=1&amp;limit=100" as="fetch" crossorigin',
  ]);
});

// As the shell's build writes it (html-webpack-plugin, minified): the remote runtime named in a meta tag.
const SHELL_HTML_WITH_RUNTIME = SHELL_HTML.replace(
  '</head>',
  '<meta name=arena-remote-runtime content="/762.52b0ed3f74.js /remote-runtime-vendor.f5dc4a7818.js"></head>',
);

test('on a remote’s route the shell’s remote runtime is preloaded after the remote’s files; not on the shell’s pages', () => {
  const preloads = (pathname, platform = PLATFORM) =>
    links(renderShellHtml(SHELL_HTML_WITH_RUNTIME, { platform, pathname, manifestOf }), 'preload');
  assert.deepEqual(preloads('/loyalty-leaderboard').slice(0, 6), [
    'rel="preload" href="http://localhost:8084/2.0.0/mf-manifest.json" as="fetch" crossorigin',
    'rel="preload" href="http://localhost:8084/2.0.0/remoteEntry.js" as="script" fetchpriority="low"',
    'rel="preload" href="http://localhost:8084/2.0.0/397.6eb9f3a886.js" as="script" fetchpriority="low"',
    'rel="preload" href="http://localhost:8084/2.0.0/__federation_expose_app.9535d75dab.js" as="script" fetchpriority="low"',
    'rel="preload" href="/762.52b0ed3f74.js" as="script" fetchpriority="low"',
    'rel="preload" href="/remote-runtime-vendor.f5dc4a7818.js" as="script" fetchpriority="low"',
  ]);
  assert.ok(
    preloads('/tournaments').includes(
      'rel="preload" href="/remote-runtime-vendor.f5dc4a7818.js" as="script" fetchpriority="low"',
    ),
  );
  for (const pathname of ['/', '/coming-soon', '/mena-pass'])
    assert.deepEqual(preloads(pathname), [], `${pathname}: the shell's page or an unreleased remote`);
});

test('remoteRuntimeFiles reads the meta tag in any attribute quoting and keeps only root-relative scripts', () => {
  assert.deepEqual(remoteRuntimeFiles(SHELL_HTML_WITH_RUNTIME), [
    '/762.52b0ed3f74.js',
    '/remote-runtime-vendor.f5dc4a7818.js',
  ]);
  assert.deepEqual(remoteRuntimeFiles('<meta content=\'/a.js\' name="arena-remote-runtime">'), ['/a.js']);
  assert.deepEqual(remoteRuntimeFiles('<meta name=arena-remote-runtime content=/b.js>'), ['/b.js']);
  assert.deepEqual(
    remoteRuntimeFiles('<meta name=arena-remote-runtime content="https://evil.test/x.js /c.css /d.js">'),
    ['/d.js'],
  );
  assert.deepEqual(remoteRuntimeFiles(SHELL_HTML), []);
  assert.deepEqual(remoteRuntimeFiles('<meta name=arena-remote-runtime-x content="/e.js">'), []);
});

test('the first public API call of a route is preloaded for visitors, never for a signed-in player', () => {
  const news = links(
    renderShellHtml(SHELL_HTML, { platform: PLATFORM, pathname: '/news', manifestOf }),
    'preload',
  );
  assert.ok(
    news.includes(
      'rel="preload" href="http://localhost:8090/v1/posts?sort=-created_at" as="fetch" crossorigin',
    ),
  );
  const id = 'ba67a285-cb92-57cb-8afc-b178f09f2056';
  const post = links(
    renderShellHtml(SHELL_HTML, { platform: PLATFORM, pathname: `/news/${id}`, manifestOf }),
    'preload',
  ).filter((tag) => tag.includes('http://localhost:8090/'));
  // The article and, in the same render, its sidebar's newest posts (RELATED_POSTS_QUERY of mfe-community).
  assert.deepEqual(post, [
    `rel="preload" href="http://localhost:8090/v1/posts/${id}" as="fetch" crossorigin`,
    'rel="preload" href="http://localhost:8090/v1/posts?limit=4&amp;sort=-created_at" as="fetch" crossorigin',
  ]);
  const list = links(
    renderShellHtml(SHELL_HTML, { platform: PLATFORM, pathname: '/tournaments' }),
    'preload',
  );
  assert.deepEqual(list, [
    'rel="preload" href="http://localhost:8081/1.0.0-build.aaa/mf-manifest.json" as="fetch" crossorigin',
    'rel="preload" href="http://localhost:8090/v1/tournaments" as="fetch" crossorigin',
  ]);
  const signedIn = renderShellHtml(SHELL_HTML, {
    platform: PLATFORM,
    pathname: '/news',
    cookie: 'theme=dark; arena_token=eyJhbGciOi',
    manifestOf,
  });
  assert.ok(!signedIn.includes('/v1/posts'), 'a signed-in call carries a token: no preload');
  assert.ok(signedIn.includes('/2.0.0/mf-manifest.json'), 'the remote’s files are still preloaded');
});

test('the loyalty leaderboard and the pass page preload their first public call, exactly as the remote makes it', () => {
  const apiPreloads = (platform, pathname, cookie) =>
    links(renderShellHtml(SHELL_HTML, { platform, pathname, cookie, manifestOf }), 'preload').filter((tag) =>
      tag.includes('http://localhost:8090/'),
    );
  assert.deepEqual(apiPreloads(PLATFORM, '/loyalty-leaderboard'), [
    'rel="preload" href="http://localhost:8090/v1/menapass/loyalty-leaderboard?page=1&amp;limit=100" as="fetch" crossorigin',
  ]);
  assert.deepEqual(apiPreloads(PLATFORM, '/loyalty-leaderboard', 'arena_token=eyJhbGciOi'), []);
  // Back from the sign-in service: no cookie yet, but the page is signed in from its first task.
  const returning = (search) =>
    links(
      renderShellHtml(SHELL_HTML, {
        platform: PLATFORM,
        pathname: '/loyalty-leaderboard',
        search,
        manifestOf,
      }),
      'preload',
    ).filter((tag) => tag.includes('http://localhost:8090/'));
  assert.deepEqual(returning('?token=eyJhbGciOi'), [], 'a sign-in token in the address: no preload');
  assert.equal(returning('?ref=friend&token=').length, 1, 'an empty token is no sign-in');
  const released = {
    ...PLATFORM,
    remotes: PLATFORM.remotes.map((remote) =>
      remote.name === 'pass'
        ? {
            ...remote,
            entry: 'http://localhost:8082/3.0.0/mf-manifest.json',
            routes: ['/mena-pass', '/me-pass'],
            version: '3.0.0',
          }
        : remote,
    ),
  };
  const tiers = [
    'rel="preload" href="http://localhost:8090/v1/menapass/tiers" as="fetch" crossorigin',
    'rel="preload" href="http://localhost:8090/v1/tournaments?limit=3&amp;sort=starting_time&amp;status=upcoming%2Ccheck-in" as="fetch" crossorigin',
  ];
  assert.deepEqual(apiPreloads(released, '/mena-pass'), tiers);
  assert.deepEqual(apiPreloads(released, '/me-pass'), tiers, 'the old address redirects to the same page');
  assert.deepEqual(
    apiPreloads(released, '/mena-pass', 'arena_token=eyJhbGciOi'),
    [],
    'signed in: no preload',
  );
  assert.deepEqual(apiPreloads(PLATFORM, '/mena-pass'), [], 'an unreleased remote calls nothing');
  for (const pathname of ['/loyalty-leaderboard/x', '/mena-pass/levels', '/landing'])
    assert.deepEqual(apiPreloads(released, pathname), [], pathname);
});

test('no preload for the shell’s own pages or a remote with nothing released', () => {
  for (const pathname of ['/', '/coming-soon', '/no-such-page', '/mena-pass']) {
    const html = renderShellHtml(SHELL_HTML, { platform: PLATFORM, pathname, manifestOf });
    assert.deepEqual(links(html, 'preload'), [], pathname);
    assert.ok(html.includes('id="arena-platform"'), pathname);
  }
});

test('remoteFirstFiles resolves next to the manifest and tolerates a manifest without exposes', () => {
  assert.deepEqual(
    remoteFirstFiles('http://cdn.test/r/1/mf-manifest.json', {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    }),
    ['http://cdn.test/r/1/remoteEntry.js'],
  );
  assert.deepEqual(remoteFirstFiles('http://cdn.test/r/1/mf-manifest.json', null), []);
});

// What mfe-community's build writes beside its manifest (shared-kit/webpack RouteChunksPlugin).
const COMMUNITY_ROUTE_CHUNKS = {
  routes: [
    { path: '/news/:id', js: ['264.5666c8b2ce.js', 'news-article.62db6ca3b2.js'] },
    { path: '/loyalty-leaderboard', js: ['397.6eb9f3a886.js', 'loyalty-leaderboard.97d30a32d2.js'] },
  ],
};
const routeChunksOf = (remote) => (remote.name === 'community' ? COMMUNITY_ROUTE_CHUNKS : null);

test('a route pattern matches its own segments, `:name` standing for any one segment', () => {
  assert.ok(routeMatches('/news/:id', '/news/ba67a285'));
  assert.ok(routeMatches('/news/:id', '/news/ba67a285/'), 'a trailing slash');
  assert.ok(routeMatches('/loyalty-leaderboard', '/loyalty-leaderboard'));
  assert.ok(routeMatches('/tournaments/:id/bracket', '/tournaments/abc/bracket'));
  for (const pathname of ['/news', '/news/', '/news//', '/news/a/b', '/newsx/a', '/loyalty-leaderboard/x'])
    assert.ok(
      !routeMatches(pathname.startsWith('/loyalty') ? '/loyalty-leaderboard' : '/news/:id', pathname),
      pathname,
    );
  assert.ok(!routeMatches('/tournaments/:id/bracket', '/tournaments/abc/teams'));
});

test('the chunks of the requested route’s lazy page are preloaded after ./app’s, once each, as scripts', () => {
  const preloads = (pathname, platform = PLATFORM) =>
    links(renderShellHtml(SHELL_HTML, { platform, pathname, manifestOf, routeChunksOf }), 'preload').filter(
      (tag) => tag.includes('as="script" fetchpriority="low"'),
    );
  assert.deepEqual(preloads('/news/ba67a285-cb92-57cb-8afc-b178f09f2056'), [
    'rel="preload" href="http://localhost:8084/2.0.0/remoteEntry.js" as="script" fetchpriority="low"',
    'rel="preload" href="http://localhost:8084/2.0.0/397.6eb9f3a886.js" as="script" fetchpriority="low"',
    'rel="preload" href="http://localhost:8084/2.0.0/__federation_expose_app.9535d75dab.js" as="script" fetchpriority="low"',
    'rel="preload" href="http://localhost:8084/2.0.0/264.5666c8b2ce.js" as="script" fetchpriority="low"',
    'rel="preload" href="http://localhost:8084/2.0.0/news-article.62db6ca3b2.js" as="script" fetchpriority="low"',
  ]);
  // A chunk ./app already loads is not named twice.
  assert.deepEqual(preloads('/loyalty-leaderboard').slice(1), [
    'rel="preload" href="http://localhost:8084/2.0.0/397.6eb9f3a886.js" as="script" fetchpriority="low"',
    'rel="preload" href="http://localhost:8084/2.0.0/__federation_expose_app.9535d75dab.js" as="script" fetchpriority="low"',
    'rel="preload" href="http://localhost:8084/2.0.0/loyalty-leaderboard.97d30a32d2.js" as="script" fetchpriority="low"',
  ]);
  assert.equal(preloads('/news').length, 3, 'the list page is in ./app: nothing more');
  const unreleased = {
    ...PLATFORM,
    remotes: PLATFORM.remotes.map((remote) =>
      remote.name === 'community'
        ? { ...remote, entry: 'http://localhost:8084/unreleased/mf-manifest.json', version: 'unreleased' }
        : remote,
    ),
  };
  assert.deepEqual(preloads('/news/ba67a285', unreleased), [], 'nothing released: nothing preloaded');
  // A release without the file (built before it existed) or an unreadable one: the remote's first files only.
  for (const broken of [
    () => null,
    () => ({ routes: 'x' }),
    () => {
      throw new Error('EACCES');
    },
  ]) {
    const html = renderShellHtml(SHELL_HTML, {
      platform: PLATFORM,
      pathname: '/news/ba67a285',
      manifestOf,
      routeChunksOf: broken,
    });
    assert.equal(
      links(html, 'preload').filter((tag) => tag.includes('as="script" fetchpriority="low"')).length,
      3,
    );
  }
});

test('routeFiles resolves next to the manifest and keeps only plain script names', () => {
  const files = routeFiles(
    'http://cdn.test/community/2.0.0/mf-manifest.json',
    {
      routes: [
        { path: '/faq', js: ['faq.1a2b3c4d5e.js', '../shell/x.js', 'https://evil.test/y.js', 'faq.css', 7] },
        { path: '/faq', js: 'faq.js' },
        { js: ['no-path.js'] },
      ],
    },
    '/faq',
  );
  assert.deepEqual(files, ['http://cdn.test/community/2.0.0/faq.1a2b3c4d5e.js']);
  assert.deepEqual(routeFiles('http://cdn.test/c/1/mf-manifest.json', null, '/faq'), []);
});

test('pathHasPage: the routes.json of the app that owns a path says whether a page is drawn there', () => {
  const routes = {
    community: { routes: ['/news', '/news/:id', '/loyalty-leaderboard'] },
    tournaments: { routes: ['/tournaments', '/tournaments/:id', '/tournaments/:id/bracket'] },
  };
  const shellRoutes = { routes: ['/', '/banned', '/logout', '/coming-soon'] };
  const has = (pathname, options = {}) =>
    pathHasPage({
      platform: PLATFORM,
      pathname,
      routesOf: (remote) => routes[remote.name] ?? null,
      shellRoutes,
      ...options,
    });

  // A remote's routes, at any depth; `:id` is one segment; a trailing slash is allowed; past the prefix (which the
  // shell matches exactly) case is ignored, as react-router ignores it.
  for (const pathname of ['/news', '/news/', '/news/abc', '/tournaments/7/bracket', '/tournaments/7/BRACKET'])
    assert.equal(has(pathname), true, pathname);
  for (const pathname of [
    '/news/abc/def',
    '/loyalty-leaderboard/x',
    '/tournaments/7/nope',
    '/tournaments/7/bracket/x',
  ])
    assert.equal(has(pathname), false, pathname);
  // The shell's own pages exactly; a path no remote owns and no shell page is drawn by the shell's Page Not Found.
  for (const pathname of ['/', '/banned', '/coming-soon']) assert.equal(has(pathname), true, pathname);
  for (const pathname of ['/nowhere', '/banned/x', '/Banned', '/News', '/staff/x', '/newsroom'])
    assert.equal(has(pathname), false, pathname);

  // What the server cannot know: a remote without routes.json (an older release), an unreleased remote (it shows
  // "temporarily unavailable"), a routes.json that cannot be read or is not a list, a shell build without one.
  assert.equal(has('/news/abc/def', { routesOf: () => null }), null);
  assert.equal(has('/mena-pass/x', { routesOf: () => ({ routes: ['/mena-pass'] }) }), null);
  assert.equal(
    has('/news/abc/def', {
      routesOf: () => {
        throw new Error('unreadable');
      },
    }),
    null,
  );
  assert.equal(has('/news/abc/def', { routesOf: () => ({ routes: '/news' }) }), null);
  assert.equal(has('/nowhere', { shellRoutes: null }), null);
});
