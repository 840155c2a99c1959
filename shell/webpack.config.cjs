const path = require('node:path');
const { createFederatedConfig } = require('@arena/shared-kit/webpack');

module.exports = createFederatedConfig({
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
