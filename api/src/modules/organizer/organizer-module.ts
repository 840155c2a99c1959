import type { ArenaModule } from '../../arena-module.js';
import { NO_SHOW_PASS_INTERVAL_MS, runNoShowPass } from './no-show-pass.js';
import { registerOrganizerRoutes } from './organizer-routes.js';
import { registerMatchStreamRoutes } from './match-stream-routes.js';
import { registerOrganizerRunRoutes } from './organizer-run-routes.js';

/**
 * The organizer console (issue 30): tournaments created, edited, published and cancelled by staff, and run by them —
 * brackets seeded and started, matches fixed, entrants disqualified, tournaments completed, ladders ended early —
 * and the pass that enforces bracket no-shows on its own (issue 33), which staff can reverse from the match desk.
 */
export const organizerModule: ArenaModule = {
  name: 'organizer',
  parts: (context) => ({
    routes: (app) => {
      registerOrganizerRoutes(app, context);
      registerOrganizerRunRoutes(app, context);
      registerMatchStreamRoutes(app, context);
    },
    // Bracket matches whose lobby deadline has passed are decided when the API is ready and then every 5 s.
    periodic: [
      {
        everyMs: NO_SHOW_PASS_INTERVAL_MS,
        failure: 'bracket no-show pass failed',
        run: async () => {
          const report = await runNoShowPass(context);
          if (report.forfeited.length > 0 || report.bothAbsent.length > 0) {
            context.log.info(
              { forfeited: report.forfeited, bothAbsent: report.bothAbsent },
              'bracket no-shows decided',
            );
          }
        },
      },
    ],
  }),
};
