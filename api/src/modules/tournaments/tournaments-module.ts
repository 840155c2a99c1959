import type { ArenaModule } from '../../arena-module.js';
import { rankRefreshPeriodicPass } from './rank-refresh-pass.js';
import { registerTournamentRoutes } from './tournaments-routes.js';

/**
 * Tournaments: lists, details, staff edits; and, with the publisher's API, the pass that keeps the cached ranks of
 * players who do not sign in fresh (issue 33).
 */
export const tournamentsModule: ArenaModule = {
  name: 'tournaments',
  parts: (context) => ({
    routes: (app) => registerTournamentRoutes(app, context),
    // Every minute (not at start-up), the stalest ranks within a quarter of the key's rate windows.
    periodic: rankRefreshPeriodicPass(context),
  }),
};
