import { type ArenaModule, moduleJob } from '../../arena-module.js';
import { registerNewsAdminRoutes } from './news-admin-routes.js';
import { NEWS_PUBLISH_SCAN_INTERVAL_MS, newsPublishJob, queueDuePosts } from './news-publish.js';
import { registerPostRoutes } from './posts-routes.js';

/** News posts: the public list and article, the staff news desk, and the publishing of scheduled posts. */
export const postsModule: ArenaModule = {
  name: 'posts',
  parts: (context, host) => ({
    routes: (app) => {
      registerPostRoutes(app, context);
      registerNewsAdminRoutes(app, context);
    },
    // Posts whose publish time has come (by the app's clock) are queued for publishing every 2 s on every instance.
    periodic: [
      {
        everyMs: NEWS_PUBLISH_SCAN_INTERVAL_MS,
        failure: 'scheduled news publishing failed',
        run: async () => {
          await queueDuePosts(context, host.jobs);
        },
      },
    ],
    jobs: [moduleJob(newsPublishJob(context))],
  }),
};
