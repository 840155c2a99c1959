import { moduleJob, type ArenaModule } from '../../arena-module.js';
import { registerMissionRoutes } from './missions-routes.js';
import { registerPassGrantRoutes } from './pass-grants-routes.js';
import { registerPassRoutes } from './pass-routes.js';
import { registerPassSeasonAdminRoutes } from './pass-season-admin-routes.js';
import { matchSyncJob, registerMatchSyncRoutes } from './sync-routes.js';

/**
 * The MENA pass: levels and rewards, missions, the match sync with its queued job, the player's XP and points
 * history, and the pass desk: staff grants of XP and points, the season's missions and tiers.
 */
export const passModule: ArenaModule = {
  name: 'pass',
  parts: (context, host) => ({
    routes: (app) => {
      registerPassRoutes(app, context);
      registerPassGrantRoutes(app, context);
      registerPassSeasonAdminRoutes(app, context);
      registerMissionRoutes(app, context);
      registerMatchSyncRoutes(app, context, host.jobs);
    },
    jobs: [moduleJob(matchSyncJob(context))],
  }),
};
