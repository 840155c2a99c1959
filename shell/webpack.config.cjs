const path = require('node:path');
const { createFederatedConfig } = require('@arena/shared-kit/webpack');

module.exports = createFederatedConfig({
  dir: __dirname,
  name: 'shell',
  devPort: 8080,
  runtimePlugins: [
    path.join(__dirname, 'src/app/federation/fallback-plugin.ts'),
    path.join(__dirname, 'src/app/federation/manifest-prefetch-plugin.ts'),
  ],
});
