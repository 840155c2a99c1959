import { moduleJob, type ArenaModule } from '../../arena-module.js';
import { registerMissionRoutes } from './missions-routes.js';
import { registerPassGrantRoutes } from './pass-grants-routes.js';
import { registerPassRoutes } from './pass-routes.js';
import { registerPassSeasonAdminRoutes } from './pass-season-admin-routes.js';
import { SEASON_START_SCAN_INTERVAL_MS, startDueSeason } from './reward-seasons-service.js';
import { matchSyncJob, registerMatchSyncRoutes } from './sync-routes.js';

/**
 * The MENA pass: levels and rewards, missions, the match sync with its queued job, the player's XP and points
 * history, and the pass desk: staff grants of XP and points, the season's missions and tiers; the next season starts
 * on its first day.
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
    // The upcoming season starts on its own when its first day begins (by the app's clock), looked for every 2 s.
    periodic: [
      {
        everyMs: SEASON_START_SCAN_INTERVAL_MS,
        failure: 'starting the season on its first day failed',
        run: async () => {
          await startDueSeason(context);
        },
      },
    ],
    jobs: [moduleJob(matchSyncJob(context))],
  }),
};
