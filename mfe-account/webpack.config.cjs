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
  // Every route of src/app/routes.tsx (a test compares them): the deploy server answers 404 elsewhere.
  routes: require('./src/app/route-patterns.json'),
  // The pages that load with their route (src/app/routes.tsx): the deploy server preloads their chunks.
  routeChunks: {
    '/account/settings': ['account-settings'],
    '/account/teams': ['account-teams'],
    '/account/tournaments': ['account-tournaments'],
    '/account/payments': ['account-payments'],
    '/account/rewards': ['account-rewards'],
    '/account/tickets': ['account-tickets'],
    '/ticket/:ticketId': ['ticket'],
    '/staff/tickets': ['staff-frame', 'staff-tickets'],
    '/staff/tickets/:ticketId': ['staff-frame', 'staff-ticket'],
    '/staff/payouts': ['staff-frame', 'staff-payouts'],
    '/staff/players': ['staff-frame', 'staff-players'],
    '/staff/audit': ['staff-frame', 'staff-audit'],
    '/invite/:vanity': ['invite'],
    '/link-discord': ['link-account'],
  },
});
