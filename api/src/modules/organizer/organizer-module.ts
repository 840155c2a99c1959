import type { ArenaModule } from '../../arena-module.js';
import { registerOrganizerRoutes } from './organizer-routes.js';

/** The organizer console (issue 30): tournaments created, edited, published and cancelled by staff. */
export const organizerModule: ArenaModule = {
  name: 'organizer',
  parts: (context) => ({
    routes: (app) => registerOrganizerRoutes(app, context),
  }),
};
