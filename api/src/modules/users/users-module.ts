import type { ArenaModule } from '../../arena-module.js';
import { registerUserRoutes } from './users-routes.js';

/** Profiles: own and public, images, settings. */
export const usersModule: ArenaModule = {
  name: 'users',
  parts: (context) => ({
    routes: (app) => registerUserRoutes(app, context),
  }),
};
