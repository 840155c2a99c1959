import type { ArenaModule } from '../../arena-module.js';
import { registerTournamentRoutes } from './tournaments-routes.js';

/** Tournaments: lists, details, staff edits. */
export const tournamentsModule: ArenaModule = {
  name: 'tournaments',
  parts: (context) => ({
    routes: (app) => registerTournamentRoutes(app, context),
  }),
};
