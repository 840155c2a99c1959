import type { ArenaModule } from '../../arena-module.js';
import { registerMatchHistoryRoutes } from './match-history-routes.js';

/** A player's recent games from the game-data provider. */
export const matchHistoryModule: ArenaModule = {
  name: 'match-history',
  parts: (context) => ({
    routes: (app) => registerMatchHistoryRoutes(app, context),
  }),
};
