import type { ArenaModule } from '../../arena-module.js';
import { registerSignInRoutes } from './signin-routes.js';

/** Sign-in (the stand-in sign-in page, the OAuth flow) and sign-out. */
export const authSigninModule: ArenaModule = {
  name: 'auth-signin',
  parts: (context, host) => ({
    routes: (app) => registerSignInRoutes(app, context, host.demo.featuredPlayers),
  }),
};
