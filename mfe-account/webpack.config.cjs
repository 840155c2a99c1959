const { createFederatedConfig } = require('@arena/shared-kit/webpack');
const { arena } = require('./package.json');

module.exports = createFederatedConfig({
  dir: __dirname,
  name: arena.container,
  devPort: arena.devPort,
  exposes: {
    './app': './src/app/lifecycles.tsx',
    './NotificationBell': './src/widgets/notification-bell.tsx',
  },
});
