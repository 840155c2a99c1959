/** @jest-environment node */
// route-chunks.json names the scripts of each route's lazily loaded page, for the deploy server to preload with the
// route's HTML (deploy/lib/shell-html.mjs). A small real build: the files it names are the ones webpack wrote, and a
// route naming a chunk the build does not have fails the build instead of quietly preloading nothing.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const { afterAll, describe, expect, it } = require('@jest/globals');
const { RouteChunksPlugin, ROUTE_CHUNKS_FILE, RoutesPlugin, ROUTES_FILE } = require('./federation.cjs');

const dirs = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** Builds an app whose entry lazily imports an article page (with a helper module) and a FAQ page. */
function build(routes, plugins = []) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'route-chunks-'));
  dirs.push(dir);
  const src = path.join(dir, 'src');
  fs.mkdirSync(src);
  fs.writeFileSync(
    path.join(src, 'index.js'),
    [
      'export const article = () => import(/* webpackChunkName: "news-article" */ \'./article.js\');',
      'export const faq = () => import(/* webpackChunkName: "faq" */ \'./faq.js\');',
    ].join('\n'),
  );
  fs.writeFileSync(
    path.join(src, 'article.js'),
    "import { clean } from './sanitize.js';\nexport default clean;",
  );
  fs.writeFileSync(
    path.join(src, 'faq.js'),
    "import { clean } from './sanitize.js';\nexport const faq = clean;",
  );
  fs.writeFileSync(
    path.join(src, 'sanitize.js'),
    `export const clean = (s) => s.replace(/</g, '');${' '.repeat(40)}`,
  );
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './src/index.js',
    output: {
      path: path.join(dir, 'dist'),
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:10].js',
    },
    // The shared helper in a chunk of its own, as splitChunks does for bigger modules in the real builds.
    optimization: { splitChunks: { chunks: 'async', minSize: 0, cacheGroups: { defaultVendors: false } } },
    plugins: [new RouteChunksPlugin(routes), ...plugins],
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => {});
      if (error) reject(error);
      else resolve({ dir: path.join(dir, 'dist'), stats });
    });
  });
}

describe('RouteChunksPlugin', () => {
  it('lists, for each route, the scripts its named chunks load, as written in the output folder', async () => {
    const { dir, stats } = await build({ '/news/:id': ['news-article'], '/faq': ['faq'] });
    expect(stats.hasErrors()).toBe(false);
    const { routes } = JSON.parse(fs.readFileSync(path.join(dir, ROUTE_CHUNKS_FILE), 'utf8'));
    expect(routes.map((route) => route.path)).toEqual(['/news/:id', '/faq']);
    const [article, faq] = routes;
    expect(article.js).toContainEqual(expect.stringMatching(/^news-article\.[0-9a-f]{10}\.js$/));
    expect(faq.js).toContainEqual(expect.stringMatching(/^faq\.[0-9a-f]{10}\.js$/));
    // The helper both pages import is a chunk of its own, and each route names it.
    const shared = article.js.filter((file) => faq.js.includes(file));
    expect(shared).toHaveLength(1);
    expect(article.js).toHaveLength(2);
    for (const file of [...article.js, ...faq.js]) expect(fs.existsSync(path.join(dir, file))).toBe(true);
  });

  it('fails the build when a route names a chunk no import() has', async () => {
    const { stats } = await build({ '/news/:id': ['news-articles'] });
    expect(stats.hasErrors()).toBe(true);
    expect(stats.compilation.errors.map((error) => error.message).join('\n')).toContain(
      'the route /news/:id names the chunk "news-articles"',
    );
  });
});

// routes.json lists every route the app draws, for the deploy server's 404 (deploy/lib/shell-html.mjs).
describe('RoutesPlugin', () => {
  it('writes the route patterns as given', async () => {
    const chunks = { '/news/:id': ['news-article'] };
    const { dir, stats } = await build(chunks, [new RoutesPlugin(['/news', '/news/:id'], chunks)]);
    expect(stats.hasErrors()).toBe(false);
    expect(JSON.parse(fs.readFileSync(path.join(dir, ROUTES_FILE), 'utf8'))).toEqual({
      routes: ['/news', '/news/:id'],
    });
  });

  it('fails the build when a route of routeChunks is not one of the routes', async () => {
    const chunks = { '/news/:id': ['news-article'], '/faq': ['faq'] };
    const { stats } = await build(chunks, [new RoutesPlugin(['/news/:id'], chunks)]);
    expect(stats.hasErrors()).toBe(true);
    expect(stats.compilation.errors.map((error) => error.message).join('\n')).toContain(
      'the route /faq of routeChunks is not one of the app',
    );
  });
});
