import type { ArenaModule } from '../../arena-module.js';
import { registerCalendarRoutes } from './calendar-routes.js';

/** Calendar feeds of a player's tournaments. */
export const calendarModule: ArenaModule = {
  name: 'calendar',
  parts: (context) => ({
    routes: (app) => registerCalendarRoutes(app, context),
  }),
};
