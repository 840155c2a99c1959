import type { ArenaModule } from '../../arena-module.js';
import { registerRiotGameEndRoute } from './game-end-route.js';
import { registerMatchRoutes } from './matches-routes.js';
import { createTournamentChannel } from './tournament-channel.js';

/** Bracket matches: a player's status and results, the publisher's game-end callback, the `/tournament` channel. */
export const matchesModule: ArenaModule = {
  name: 'matches',
  parts: (context) => ({
    routes: (app) => {
      registerMatchRoutes(app, context);
      registerRiotGameEndRoute(app, context);
    },
    sockets: [createTournamentChannel(context)],
  }),
};
