import type { ArenaModule } from '../../arena-module.js';
import { registerOrganizerRoutes } from './organizer-routes.js';
import { registerOrganizerRunRoutes } from './organizer-run-routes.js';

/**
 * The organizer console (issue 30): tournaments created, edited, published and cancelled by staff, and run by them —
 * brackets seeded and started, matches fixed, entrants disqualified, tournaments completed, ladders ended early.
 */
export const organizerModule: ArenaModule = {
  name: 'organizer',
  parts: (context) => ({
    routes: (app) => {
      registerOrganizerRoutes(app, context);
      registerOrganizerRunRoutes(app, context);
    },
  }),
};
