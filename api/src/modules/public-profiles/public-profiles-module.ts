import type { ArenaModule } from '../../arena-module.js';
import { registerPublicProfileRoutes } from './public-profiles-routes.js';

/** Public player and team pages (issue 32): what a profile's visibility allows, read through the domains below. */
export const publicProfilesModule: ArenaModule = {
  name: 'public-profiles',
  parts: (context) => ({
    routes: (app) => registerPublicProfileRoutes(app, context),
  }),
};
