import type { ArenaModule } from '../../arena-module.js';
import { registerDevRoutes } from './dev-routes.js';

/** Development helpers: the test clock, lobby joins of the simulated provider, ladder points (test servers). */
export const devModule: ArenaModule = {
  name: 'dev',
  parts: (context, host) => ({
    routes: (app) => registerDevRoutes(app, context, host.testClock),
  }),
};
