// One webpack + Module Federation config factory for the shell and every remote (DESIGN §2, §7).
const path = require('node:path');
const fs = require('node:fs');
const zlib = require('node:zlib');
const webpack = require('webpack');
const CompressionPlugin = require('compression-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { publishLocales } = require('./publish-locales.cjs');

const kitPackage = require('../package.json');

/**
 * The shared-dependency policy, in one commented map. Every entry is a singleton provided by the shell and
 * never eager (every entry point starts with `import('./bootstrap')`). `versionOf` names the package whose
 * installed version backs a subpath import.
 */
const SHARED_SINGLETONS = {
  react: {},
  'react/jsx-runtime': { versionOf: 'react' },
  'react-dom': {},
  // Its own key, or a remote silently ships a second reconciler (~65 KB gz).
  'react-dom/client': { versionOf: 'react-dom' },
  // Both through a narrower entry: the components and hooks the apps use, not the whole of react-router 7.
  'react-router-dom': { import: path.join(__dirname, 'react-router-dom.js') },
  'react-router': { import: path.join(__dirname, 'react-router.js') },
  'styled-components': {},
  zustand: {},
  i18next: {},
  // Shared through a narrower entry: the portal's part of its API, without IcuTrans, SSR and Trans (~6 KB gzip on
  // `/`, which uses none of them).
  'react-i18next': { import: path.join(__dirname, 'react-i18next.js') },
  // Trans (with its HTML parser) as its own singleton, loaded by the first page that renders one.
  'react-i18next/TransWithoutContext': { versionOf: 'react-i18next' },
  'single-spa': {},
  // One query cache for the whole page; shared-kit's KitProvider holds it.
  '@tanstack/react-query': {},
  '@arena/shared-kit': {},
};

function installedVersion(name) {
  const pkgPath = require.resolve(`${name}/package.json`, { paths: [__dirname] });
  return JSON.parse(fs.readFileSync(pkgPath, 'utf8')).version;
}

/** The `shared` option for an app, with requiredVersion taken from that app's package.json. */
function sharedMap(appPackage) {
  const ranges = { ...kitPackage.dependencies, ...appPackage.dependencies };
  const shared = {};
  for (const [name, options] of Object.entries(SHARED_SINGLETONS)) {
    const owner = options.versionOf ?? name;
    const isKit = owner === '@arena/shared-kit';
    shared[name] = {
      singleton: true,
      eager: false,
      version: isKit ? kitPackage.version : installedVersion(owner),
      requiredVersion: isKit ? `^${kitPackage.version}` : ranges[owner],
      ...(options.import ? { import: options.import } : {}),
    };
  }
  return shared;
}

/**
 * Builds the webpack config of one app.
 *
 * @param {object} options
 * @param {string} options.dir           the app's folder (`__dirname` of its webpack.config.cjs)
 * @param {string} options.name          container name: `shell`, `tournaments`, `pass`, `account`, `community`
 * @param {Record<string,string>} [options.exposes]  remote modules, e.g. `{ './app': './src/app/lifecycles.tsx' }`
 * @param {string[]} [options.runtimePlugins]        Module Federation runtime plugins (the shell's fallback)
 * @param {Record<string,string[]>} [options.routeChunks]  a remote's lazily loaded pages: route pattern → the
 *        `webpackChunkName`s of its imports, e.g. `{ '/news/:id': ['news-article'] }` (route-chunks.json)
 * @param {string[]} [options.routes]  every route pattern the app's router draws a page for (react-router, full paths,
 *        `:name` for one segment), e.g. `['/news', '/news/:id']` (routes.json)
 * @param {number} options.devPort
 */
function createFederatedConfig(options) {
  const appPackage = require(path.join(options.dir, 'package.json'));
  const isRemote = Object.keys(options.exposes ?? {}).length > 0;
  return (_env = {}, argv = {}) => {
    const appConfig = createAppConfig(options, appPackage, isRemote, argv);
    return isRemote ? [appConfig, createStandaloneRuntimeConfig(options, argv)] : appConfig;
  };
}

/**
 * The Module Federation runtime is provided once per page, by the shell (`provideExternalRuntime`); remotes take
 * it from the page (`externalRuntime`), which keeps ~19 KB gzip of runtime out of every remoteEntry.js.
 */
function federationExperiments(isRemote) {
  // Drops the runtime's Node.js code paths (~3 KB gzip); the portal runs in browsers only.
  const optimization = { target: 'web' };
  // A remote loads no other remote (a feature never imports another feature): its remoteEntry.js drops the
  // remote-loading half of the bundler runtime, which `/` pays for with the pass preview (DESIGN §8).
  return isRemote
    ? { externalRuntime: true, optimization: { ...optimization, disableRemote: true } }
    : { provideExternalRuntime: true, optimization };
}

/** A separate, non-federated bundle that provides the runtime to a remote's standalone frame. */
function createStandaloneRuntimeConfig(options, argv) {
  return {
    name: `${options.name}-standalone-runtime`,
    mode: argv.mode === 'development' ? 'development' : 'production',
    context: options.dir,
    entry: { [STANDALONE_RUNTIME]: path.join(__dirname, 'standalone-runtime.js') },
    output: { path: path.join(options.dir, 'dist'), filename: '[name].js', clean: false },
    devtool: false,
    optimization: minimizers(),
    stats: 'errors-warnings',
  };
}

/**
 * Scripts are minified by swc (the compiler the loader already uses) through webpack's own minimizer plugin, not by
 * its default terser: measured on mfe-tournaments (issue 29), 10.3 against 24.9 CPU-seconds for the whole build, and
 * 0.2 % fewer bytes after brotli (324,647 against 325,221 for its scripts). Same settings as webpack's default: two
 * compress passes, names mangled. Webpack's default minimizer (`'...'`, after it) still minifies the HTML pages, their
 * inline script and style included; a script swc has minified is marked so, and the default leaves it alone.
 */
function minimizers() {
  return {
    minimizer: [
      new MinimizerPlugin({
        minify: MinimizerPlugin.swcMinify,
        minimizerOptions: { compress: { passes: 2 }, mangle: true },
      }),
      '...',
    ],
  };
}

const STANDALONE_RUNTIME = 'standalone-runtime';

/**
 * The Module Federation runtime ships CommonJS and ES module files side by side. `provideExternalRuntime` adds its
 * plugin by `require.resolve`, so the plugin's CommonJS file requires the CommonJS runtime while the rest of the
 * app imports the ES modules: two copies of runtime-core in the shell's main chunk (~22 KB gzip). These aliases
 * point every request for the runtime at the ES module files.
 */
function runtimeFormatAliases() {
  const esm = (request) => require.resolve(request, { paths: [__dirname] }).replace(/\.cjs$/, '.js');
  return {
    '@module-federation/runtime-tools/runtime-core$': esm('@module-federation/runtime-tools/runtime-core'),
    '@module-federation/runtime-core$': esm('@module-federation/runtime-core'),
    // `provideExternalRuntime` adds this runtime plugin by its CommonJS path; its ES module file needs no interop.
    [require.resolve('@module-federation/inject-external-runtime-core-plugin', { paths: [__dirname] })]: esm(
      '@module-federation/inject-external-runtime-core-plugin',
    ),
    // The whole react-i18next (its ES modules) for the narrower shared entry (react-i18next.js) to pick from.
    'react-i18next-package$': path.join(
      path.dirname(require.resolve('react-i18next/package.json', { paths: [__dirname] })),
      'dist/es/index.js',
    ),
    // The whole react-router (its production ES modules) for the narrower shared entry (react-router.js).
    'react-router-package$': path.join(
      path.dirname(require.resolve('react-router/package.json', { paths: [__dirname] })),
      'dist/production/index.mjs',
    ),
    // react-i18next's CommonJS shim of a hook React 18 has (DESIGN §8: one module format per dependency).
    'use-sync-external-store/shim$': path.join(__dirname, 'use-sync-external-store-shim.js'),
  };
}

/** Puts the standalone runtime's script first in a remote's index.html, before the remote's own entry. */
class StandaloneRuntimeTagPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('StandaloneRuntimeTagPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'StandaloneRuntimeTagPlugin',
        (data) => {
          data.headTags.unshift(
            HtmlWebpackPlugin.createHtmlTagObject('script', { src: `/${STANDALONE_RUNTIME}.js` }),
          );
          return data;
        },
      );
    });
  }
}

/**
 * Compressed copies of every text file a browser fetches, written once at build time at the highest settings
 * (`main.3f2a9c1b7e.js.br`, `….gz`): the deploy server (static-server.mjs) and nginx (`gzip_static`) send them
 * instead of compressing each response at a lower level. Brotli 11 instead of 9 is 7 % fewer bytes for the scripts
 * a page needs before its first paint (issue 14). Source maps and the build's own stats are not fetched by pages.
 */
function precompressed() {
  const files = {
    test: /\.(js|json|css|svg)$/,
    exclude: /(^|\/)mf-stats\.json$/,
    threshold: 1024,
    minRatio: 0.9,
  };
  return [
    new CompressionPlugin({
      ...files,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
      },
    }),
    new CompressionPlugin({
      ...files,
      algorithm: 'gzip',
      filename: '[path][base].gz',
      compressionOptions: { level: zlib.constants.Z_BEST_COMPRESSION },
    }),
  ];
}

/** The name of the chunk group `loadRemoteRuntime` (shared-kit) loads: what every remote route needs and `/` not. */
const REMOTE_RUNTIME = 'remote-runtime';
/** The name of the shell's never-called imports that make it provide a library it does not use (provide-shared.ts). */
const PROVIDE_ONLY = 'provide-only';

/**
 * The chunks a page loads for the chunk groups `isRoot` picks: their chunks and, for every shared module they
 * consume, the chunks of the shell's own provided copy (the shell provides every singleton, so that is the copy the
 * page runs). Followed recursively: a shared module's chunk consumes other shared modules. `fallbacks` are the
 * chunks of those consumptions' own fallback copies, which never load while the shell provides the module.
 */
function loadedChunks(compilation, isRoot) {
  const { chunkGraph } = compilation;
  const provided = new Map();
  for (const module of compilation.modules) {
    if (module.type === 'provide-module') provided.set(module._name, module);
  }
  const chunks = new Set();
  const fallbacks = new Set();
  const seen = new Set();
  const visit = (group) => {
    if (!group || seen.has(group)) return;
    seen.add(group);
    for (const chunk of group.chunks) {
      chunks.add(chunk);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type !== 'consume-shared-module') continue;
        const provider = provided.get(module.options.shareKey) ?? module;
        for (const block of provider.blocks) visit(chunkGraph.getBlockChunkGroup(block));
        if (provider === module) continue;
        for (const block of module.blocks) {
          for (const fallback of chunkGraph.getBlockChunkGroup(block)?.chunks ?? []) fallbacks.add(fallback);
        }
      }
    }
  };
  for (const group of compilation.chunkGroups) if (isRoot(group)) visit(group);
  return { chunks, fallbacks };
}

/** What the shell's bootstrap (`import('./bootstrap')`) needs before it renders. */
function bootstrapChunks(compilation) {
  return loadedChunks(compilation, (group) =>
    group.origins.some((origin) => origin.request === './bootstrap'),
  );
}

/** The JavaScript files of `bootstrapChunks`, sorted. */
function bootstrapFiles(compilation) {
  const files = new Set();
  for (const chunk of bootstrapChunks(compilation).chunks) {
    for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
  }
  return [...files].sort();
}

/**
 * The shell's libraries in two files by when a page needs them, instead of one file per shared package:
 * `startup-vendor`, what every page runs before its first render (react, react-dom, styled-components, i18next,
 * single-spa, zustand and what they import), and `remote-runtime-vendor`, what a remote route adds (single-spa-react,
 * the query cache, react-router). A slow phone network pays a round trip per request beyond the browser's six
 * connections to an origin, so a dozen small files cost more than their bytes (Lighthouse `/` 90 → 95, DESIGN §8).
 * A library stays in its own file when something that loads at another time also uses it, so `/` loads no byte
 * more. Provided shared modules still load through Module Federation's share scope: a remote gets the shell's copy.
 */
class VendorChunksPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('VendorChunksPlugin', (compilation) => {
      let sets = null;
      // Worked out once per optimisation pass, on the chunk graph as SplitChunksPlugin (a later stage) finds it.
      compilation.hooks.optimizeChunks.tap('VendorChunksPlugin', () => {
        sets = null;
      });
      this.loaded = () => (sets ??= vendorChunkSets(compilation));
    });
  }

  test(which, module, chunkGraph) {
    if (!this.loaded || !/[\\/]node_modules[\\/]/.test(module.nameForCondition() ?? '')) return false;
    const { neverAlone, ...sets } = this.loaded();
    const chunks = [...chunkGraph.getModuleChunksIterable(module)];
    return (
      chunks.some((chunk) => sets[which].has(chunk)) &&
      chunks.every((chunk) => sets[which].has(chunk) || neverAlone.has(chunk))
    );
  }

  /** The splitChunks cache groups that put those libraries in their two chunks. */
  cacheGroups() {
    const group = (which, name, priority) => ({
      test: (module, { chunkGraph }) => this.test(which, module, chunkGraph),
      chunks: 'async',
      name,
      priority,
      enforce: true,
    });
    return {
      startupVendor: group('startup', 'startup-vendor', 20),
      remoteRuntimeVendor: group('runtime', `${REMOTE_RUNTIME}-vendor`, 10),
    };
  }
}

/**
 * The chunks of the shell's start (`startup`) and of a remote route's runtime (`runtime`), and the chunks that
 * never load by themselves (`neverAlone`): fallback copies of shared modules the shell provides, and what the
 * never-called `provide-only` imports of provide-shared.ts reach (a shell copy a remote asks for loads with it).
 */
function vendorChunkSets(compilation) {
  const startup = bootstrapChunks(compilation);
  const runtime = loadedChunks(compilation, (group) => group.name === REMOTE_RUNTIME);
  const provideOnly = loadedChunks(compilation, (group) => group.name === PROVIDE_ONLY);
  const neverAlone = new Set([
    ...startup.fallbacks,
    ...runtime.fallbacks,
    ...provideOnly.chunks,
    ...provideOnly.fallbacks,
  ]);
  for (const chunk of [...startup.chunks, ...runtime.chunks]) neverAlone.delete(chunk);
  return { startup: startup.chunks, runtime: runtime.chunks, neverAlone };
}

/** The meta tag of the shell's HTML that names its remote runtime's scripts (read by deploy/lib/shell-html.mjs). */
const REMOTE_RUNTIME_META = 'arena-remote-runtime';

/** The JavaScript files a remote route loads from the shell beyond the bootstrap's (`remote-runtime` group), sorted. */
function remoteRuntimeFiles(compilation) {
  const startup = bootstrapChunks(compilation).chunks;
  const files = new Set();
  for (const chunk of loadedChunks(compilation, (group) => group.name === REMOTE_RUNTIME).chunks) {
    if (startup.has(chunk)) continue;
    for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
  }
  return [...files].sort();
}

/**
 * Preloads the bootstrap's files from the shell's HTML. Without it the browser learns of them only once main.js has
 * been downloaded and run, one more round trip on a slow phone network before the first render (DESIGN §8).
 * The remote runtime's files are only named (a meta tag): `/` does not need them, and the deploy server, which
 * writes the HTML per request, preloads them on a remote's route.
 */
class BootstrapPreloadPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('BootstrapPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('BootstrapPreloadPlugin', (data) => {
        for (const file of bootstrapFiles(compilation)) {
          data.headTags.push(
            HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `/${file}` }),
          );
        }
        const runtime = remoteRuntimeFiles(compilation);
        if (runtime.length) {
          data.headTags.push(
            HtmlWebpackPlugin.createHtmlTagObject('meta', {
              name: REMOTE_RUNTIME_META,
              content: runtime.map((file) => `/${file}`).join(' '),
            }),
          );
        }
        return data;
      });
    });
  }
}

/** The file beside mf-manifest.json that names each route's page chunks (read by deploy/lib/shell-html.mjs). */
const ROUTE_CHUNKS_FILE = 'route-chunks.json';

/**
 * Writes route-chunks.json beside a remote's mf-manifest.json: for each route whose page loads lazily, the scripts
 * of that page (`{routes: [{path: '/news/:id', js: ['news-article.1a2b3c4d5e.js', ...]}]}`). The deploy server
 * preloads them with the route's HTML; without that the browser learns of them only once the remote's app has run
 * and rendered the route, one more round trip before the page draws (issue 14). A route names chunk groups, the
 * `webpackChunkName` of its `import()`s; a name the build does not have fails the build, so a renamed import cannot
 * quietly drop the preload.
 */
class RouteChunksPlugin {
  /** @param {Record<string, string[]>} routes  route pattern (`:name` for one segment) → chunk names */
  constructor(routes) {
    this.routes = routes;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RouteChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RouteChunksPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const routes = Object.entries(this.routes).map(([routePath, names]) => {
            const js = new Set();
            for (const name of names) {
              const group = compilation.namedChunkGroups.get(name);
              if (!group) {
                compilation.errors.push(
                  new webpack.WebpackError(
                    `${ROUTE_CHUNKS_FILE}: the route ${routePath} names the chunk "${name}", which no import() of this build has (webpackChunkName)`,
                  ),
                );
                continue;
              }
              for (const chunk of group.chunks)
                for (const file of chunk.files) if (file.endsWith('.js')) js.add(file);
            }
            return { path: routePath, js: [...js] };
          });
          compilation.emitAsset(
            ROUTE_CHUNKS_FILE,
            new webpack.sources.RawSource(`${JSON.stringify({ routes }, null, 2)}\n`),
          );
        },
      );
    });
  }
}

/** The file beside mf-manifest.json (and in the shell's build) that lists the app's route patterns. */
const ROUTES_FILE = 'routes.json';

/**
 * Writes routes.json (`{routes: ['/news', '/news/:id', ...]}`): every route pattern the app's router draws a page
 * for. The deploy server answers 404, with the same page, for a path under the app's prefixes that none of them
 * matches (Page Not Found for crawlers, deploy/lib/shell-html.mjs); without the file it answers 200. A route of
 * `routeChunks` missing from the list fails the build.
 */
class RoutesPlugin {
  /**
   * @param {string[]} routes
   * @param {Record<string, string[]>} [routeChunks]
   */
  constructor(routes, routeChunks = {}) {
    this.routes = routes;
    this.routeChunks = routeChunks;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RoutesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RoutesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          for (const routePath of Object.keys(this.routeChunks)) {
            if (this.routes.includes(routePath)) continue;
            compilation.errors.push(
              new webpack.WebpackError(
                `${ROUTES_FILE}: the route ${routePath} of routeChunks is not one of the app's routes`,
              ),
            );
          }
          compilation.emitAsset(
            ROUTES_FILE,
            new webpack.sources.RawSource(`${JSON.stringify({ routes: this.routes }, null, 2)}\n`),
          );
        },
      );
    });
  }
}

/** The federated build of one app: the shell (host) or a remote (exposes ./app and widgets). */
function createAppConfig(options, appPackage, isRemote, argv) {
  const production = argv.mode !== 'development';
  const vendorChunks = isRemote ? null : new VendorChunksPlugin();
  // Dev servers answer /platform.json like deploy/ does; ARENA_PLATFORM_FILE picks another manifest.
  const platformFile =
    process.env.ARENA_PLATFORM_FILE || path.join(options.dir, '../deploy/environments/development.json');
  const devServer = {
    port: Number(process.env.PORT) || options.devPort,
    setupMiddlewares: (middlewares, server) => {
      server.app.get('/platform.json', (_req, res) => {
        res.setHeader('Cache-Control', 'no-cache');
        res.type('json').send(fs.readFileSync(platformFile));
      });
      return middlewares;
    },
    historyApiFallback: true,
    hot: false,
    headers: { 'Access-Control-Allow-Origin': '*' },
    client: { overlay: false },
  };
  return {
    mode: production ? 'production' : 'development',
    entry: { main: './src/index.ts' },
    context: options.dir,
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(options.dir, 'dist'),
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      publicPath: 'auto',
      uniqueName: options.name,
      // The standalone runtime is written by a sibling compilation into the same folder.
      clean: { keep: new RegExp(`^${STANDALONE_RUNTIME}\\.js`) },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.json'],
      alias: runtimeFormatAliases(),
      // `@arena/contract` from its TypeScript source (the front end takes only its zod-free error codes and rules).
      conditionNames: ['arena-source', '...'],
    },
    module: {
      rules: [
        {
          // The contract's sources import each other as NodeNext wants them (`./instant.js` for instant.ts).
          test: /\.ts$/,
          include: path.join(__dirname, '../../contract/src'),
          resolve: { extensionAlias: { '.js': ['.ts', '.js'] } },
        },
        {
          test: /\.(ts|tsx)$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2020',
                // styled-components' CSS without its whitespace and comments, and each styled component marked
                // pure (so one a page does not use is dropped): the CSS templates were a sixth of `/`'s start code.
                // The plugin is built for a range of @swc/core versions: pinned with it (package.json).
                experimental: {
                  plugins: [
                    [
                      require.resolve('@swc/plugin-styled-components'),
                      {
                        displayName: !production,
                        ssr: false,
                        minify: true,
                        transpileTemplateLiterals: false,
                        pure: true,
                      },
                    ],
                  ],
                },
              },
            },
          },
        },
        { test: /\.(png|jpe?g|gif|svg|webp)$/, type: 'asset/resource' },
        // The staff desks' kit entry (`@arena/shared-kit/staff-desk`) runs nothing when imported: a page bundles the
        // parts it imports, not the whole entry.
        { include: path.join(__dirname, '../src/staff-desk'), sideEffects: false },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: options.name,
        filename: 'remoteEntry.js',
        exposes: options.exposes ?? {},
        shared: sharedMap(appPackage),
        // With the default version-first, visiting one remote downloads every registered remote (DESIGN §2).
        shareStrategy: 'loaded-first',
        runtimePlugins: options.runtimePlugins ?? [],
        manifest: true,
        dts: false,
        experiments: federationExperiments(isRemote),
      }),
      new webpack.DefinePlugin({
        __APP_NAME__: JSON.stringify(options.name),
        __APP_VERSION__: JSON.stringify(process.env.ARENA_RELEASE_VERSION || appPackage.version),
      }),
      new HtmlWebpackPlugin({
        template: path.join(options.dir, 'src/index.html'),
        chunks: ['main'],
        publicPath: '/',
      }),
      ...(isRemote ? [new StandaloneRuntimeTagPlugin()] : [new BootstrapPreloadPlugin(), vendorChunks]),
      ...(options.routeChunks ? [new RouteChunksPlugin(options.routeChunks)] : []),
      ...(options.routes ? [new RoutesPlugin(options.routes, options.routeChunks)] : []),
      // Its namespaces as JSON beside mf-manifest.json, for the translation tool.
      publishLocales({ dir: options.dir, name: options.name, isRemote }),
      ...(production ? precompressed() : []),
    ],
    optimization: {
      ...(vendorChunks && production ? { splitChunks: { cacheGroups: vendorChunks.cacheGroups() } } : {}),
      ...minimizers(),
    },
    devServer,
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = {
  createFederatedConfig,
  sharedMap,
  SHARED_SINGLETONS,
  RouteChunksPlugin,
  ROUTE_CHUNKS_FILE,
  RoutesPlugin,
  ROUTES_FILE,
};
