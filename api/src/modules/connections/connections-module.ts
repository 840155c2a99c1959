import type { ArenaModule } from '../../arena-module.js';
import { registerConnectionRoutes } from './connections-routes.js';

/** Linked Discord and X accounts. */
export const connectionsModule: ArenaModule = {
  name: 'connections',
  parts: (context) => ({
    routes: (app) => registerConnectionRoutes(app, context),
  }),
};
