import type { ArenaModule } from '../../arena-module.js';
import { registerRiotGameEndRoute } from '../matches/game-end-route.js';
import { settleLadderGameEnd } from './ladder-game-end.js';
import { checkLadderPayouts, LADDER_PAYOUT_INTERVAL_MS } from './ladder-prizes.js';
import { registerMatchResultRoutes } from './match-results-routes.js';
import { MatchmakingEngine } from './matchmaking-engine.js';
import { registerMatchmakingRoutes } from './matchmaking-routes.js';

/**
 * Matchmaking ladders: their routes and result reports, the pairing engine (a pass right after a player joins a
 * queue and on a short timer), and the pass that pays ended ladders and issues prize reward codes. The publisher's
 * game-end callback is registered here, the lowest layer that knows both kinds of codes: bracket matches
 * (`matches`) and ladder matches (`settleLadderGameEnd`).
 */
export const matchmakingModule: ArenaModule = {
  name: 'matchmaking',
  parts: (context) => {
    const engine = new MatchmakingEngine(context, {
      strategy: context.config.matchmakingStrategy,
      onError: (error) => context.log.error({ err: error }, 'matchmaking pass failed'),
    });
    return {
      routes: (app) => {
        registerMatchmakingRoutes(app, context, engine);
        registerMatchResultRoutes(app, context);
        registerRiotGameEndRoute(app, context, [(code) => settleLadderGameEnd(context, code)]);
      },
      services: [engine],
      // Ended ladders are paid when the API is ready and then every minute, and the holders of prize reward codes
      // granted since the last check (a ladder just paid, a bracket's final result) get their codes and are told.
      periodic: [
        {
          everyMs: LADDER_PAYOUT_INTERVAL_MS,
          failure: 'ladder prize payouts failed',
          run: async () => {
            const paid = await checkLadderPayouts(context);
            if (paid.length > 0) context.log.info({ tournaments: paid }, 'ladder prize payouts created');
          },
        },
      ],
    };
  },
};
