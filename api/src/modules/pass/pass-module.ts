import { moduleJob, type ArenaModule } from '../../arena-module.js';
import { registerMissionRoutes } from './missions-routes.js';
import { registerPassRoutes } from './pass-routes.js';
import { matchSyncJob, registerMatchSyncRoutes } from './sync-routes.js';

/** The MENA pass: levels and rewards, missions, and the match sync with its queued job. */
export const passModule: ArenaModule = {
  name: 'pass',
  parts: (context, host) => ({
    routes: (app) => {
      registerPassRoutes(app, context);
      registerMissionRoutes(app, context);
      registerMatchSyncRoutes(app, context, host.jobs);
    },
    jobs: [moduleJob(matchSyncJob(context))],
  }),
};
