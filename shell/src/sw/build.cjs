// The service worker's build (shell/webpack.config.cjs adds it to the production build): src/sw/sw.ts with the
// Workbox modules it imports, as one classic script, shell/dist/sw.js. It builds after the shell (webpack's
// `dependencies`), because its precache list is the shell's start files as the built index.html loads them.
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');

/** The scripts the shell's built index.html loads or preloads (`/main.3f2a9c1b7e.js`, ...): what `/` starts with. */
function shellStartFiles(dist) {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const files = new Set();
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*?\s(?:src|href)="?(\/[^"\s>]+\.js)/g)) {
    files.add(match[1]);
  }
  if (![...files].some((file) => /^\/main\./.test(file))) {
    throw new Error(`service worker: no main script in ${path.join(dist, 'index.html')}`);
  }
  // Content-hashed names: the name is the revision.
  return [...files].sort().map((url) => ({ url, revision: null }));
}

/**
 * @param {object} options
 * @param {string} options.dir   the shell's folder
 * @param {string} options.after the name of the shell's own config, built first
 */
function createServiceWorkerConfig({ dir, after }) {
  const dist = path.join(dir, 'dist');
  return {
    name: 'service-worker',
    dependencies: [after],
    mode: 'production',
    target: 'webworker',
    context: dir,
    entry: { sw: path.join(__dirname, 'sw.ts') },
    output: { path: dist, filename: '[name].js', clean: false },
    resolve: { extensions: ['.ts', '.js', '.json'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2020' } },
          },
        },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({
        // Read when sw.ts is compiled, after the shell's build has written index.html.
        __ARENA_PRECACHE__: webpack.DefinePlugin.runtimeValue(() => JSON.stringify(shellStartFiles(dist)), {
          fileDependencies: [path.join(dist, 'index.html')],
        }),
      }),
    ],
    devtool: false,
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { createServiceWorkerConfig, shellStartFiles };
