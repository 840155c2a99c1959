const { createFederatedConfig } = require('@arena/shared-kit/webpack');
const { arena } = require('./package.json');

module.exports = createFederatedConfig({
  dir: __dirname,
  name: arena.container,
  devPort: arena.devPort,
  exposes: {
    './app': './src/app/lifecycles.tsx',
    './PassPreview': './src/widgets/pass-preview.tsx',
  },
  // Every route of src/app/routes.tsx (a test compares them): the deploy server answers 404 elsewhere.
  routes: require('./src/app/route-patterns.json'),
  // The pages that load with their route (src/app/routes.tsx): the deploy server preloads their chunks.
  routeChunks: { '/landing': ['landing'] },
});
