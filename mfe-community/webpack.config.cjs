const { createFederatedConfig } = require('@arena/shared-kit/webpack');
const { arena } = require('./package.json');

module.exports = createFederatedConfig({
  dir: __dirname,
  name: arena.container,
  devPort: arena.devPort,
  exposes: {
    './app': './src/app/lifecycles.tsx',
    './LatestNews': './src/widgets/latest-news.tsx',
  },
  // Every route of src/app/routes.tsx (a test compares them): the deploy server answers 404 elsewhere.
  routes: require('./src/app/route-patterns.json'),
  // The pages that load with their route (src/app/routes.tsx): the deploy server preloads their chunks.
  routeChunks: {
    '/news/:id': ['news-article'],
    '/loyalty-leaderboard': ['loyalty-leaderboard'],
    '/bug-report': ['bug-report'],
    '/translations': ['translations'],
    '/privacy-policy': ['legal'],
    '/terms-of-use': ['legal'],
    '/faq': ['faq'],
    '/changelog': ['changelog'],
  },
});
