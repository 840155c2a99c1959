import type { ArenaModule } from '../../arena-module.js';
import { LOBBY_CODE_SCAN_INTERVAL_MS, notifyRevealedLobbyCodes } from './lobby-code-alerts.js';
import { registerMatchRoutes } from './matches-routes.js';
import { registerMatchStreamsRoutes } from './match-streams-routes.js';
import { createTournamentChannel } from './tournament-channel.js';

/**
 * Bracket matches: a player's status and results, the `/tournament` channel. The publisher's game-end callback
 * (`game-end-route.ts`) settles bracket and ladder matches alike: the matchmaking module registers it with the
 * ladder's settlement.
 */
export const matchesModule: ArenaModule = {
  name: 'matches',
  parts: (context) => ({
    routes: (app) => {
      registerMatchRoutes(app, context);
      registerMatchStreamsRoutes(app, context);
    },
    sockets: [createTournamentChannel(context)],
    // Players are told when their match's lobby code is revealed (5 minutes before it): looked for every 30 s.
    periodic: [
      {
        everyMs: LOBBY_CODE_SCAN_INTERVAL_MS,
        failure: 'lobby code notifications failed',
        run: async () => {
          await notifyRevealedLobbyCodes(context);
        },
      },
    ],
  }),
};
