const path = require('node:path');
const { createFederatedConfig } = require('@arena/shared-kit/webpack');
const { createServiceWorkerConfig } = require('./src/sw/build.cjs');

const shellConfig = createFederatedConfig({
  dir: __dirname,
  name: 'shell',
  devPort: 8080,
  // The shell's own pages (src/app/routing/routes.ts, a test compares them): the deploy server answers 404 for a
  // path that neither they nor a remote's routes match.
  routes: require('./src/app/routing/route-patterns.json'),
  runtimePlugins: [
    path.join(__dirname, 'src/app/federation/fallback-plugin.ts'),
    path.join(__dirname, 'src/app/federation/manifest-prefetch-plugin.ts'),
  ],
});

// A production build adds the service worker (dist/sw.js, src/sw/build.cjs), built after the shell; the dev server
// registers none.
module.exports = (env = {}, argv = {}) => {
  const app = shellConfig(env, argv);
  if (argv.mode === 'development') return app;
  return [{ ...app, name: 'shell' }, createServiceWorkerConfig({ dir: __dirname, after: 'shell' })];
};
