import type { ArenaModule } from '../../arena-module.js';
import { registerMatchRoutes } from './matches-routes.js';
import { createTournamentChannel } from './tournament-channel.js';

/**
 * Bracket matches: a player's status and results, the `/tournament` channel. The publisher's game-end callback
 * (`game-end-route.ts`) settles bracket and ladder matches alike: the matchmaking module registers it with the
 * ladder's settlement.
 */
export const matchesModule: ArenaModule = {
  name: 'matches',
  parts: (context) => ({
    routes: (app) => registerMatchRoutes(app, context),
    sockets: [createTournamentChannel(context)],
  }),
};
