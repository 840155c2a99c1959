import type { ArenaModule } from '../../arena-module.js';
import { registerTeamRoutes } from './teams-routes.js';

/** Teams, members and invites. */
export const teamsModule: ArenaModule = {
  name: 'teams',
  parts: (context) => ({
    routes: (app) => registerTeamRoutes(app, context),
  }),
};
