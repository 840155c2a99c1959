const { createFederatedConfig } = require('@arena/shared-kit/webpack');
const { arena } = require('./package.json');

module.exports = createFederatedConfig({
  dir: __dirname,
  name: arena.container,
  devPort: arena.devPort,
  exposes: {
    './app': './src/app/lifecycles.tsx',
    './LatestTournaments': './src/widgets/latest-tournaments.tsx',
  },
  // Every route of src/app/routes.tsx (a test compares them): the deploy server answers 404 elsewhere.
  routes: require('./src/app/route-patterns.json'),
  // The pages that load with their route (src/app/routes.tsx): the deploy server preloads their chunks.
  routeChunks: {
    '/tournaments/:id': ['tournament-page', 'tournament-overview'],
    '/tournaments/:id/bracket': ['tournament-page', 'tournament-bracket'],
    '/tournaments/:id/teams': ['tournament-page', 'tournament-teams'],
    '/tournaments/:id/schedule': ['tournament-page', 'tournament-schedule'],
    '/tournaments/:id/faqs': ['tournament-page', 'tournament-faqs'],
    '/tournaments/:id/leaderboard': ['tournament-page', 'tournament-leaderboard'],
  },
});
