import type { ArenaModule } from '../../arena-module.js';
import { LoyaltyBoard } from './loyalty-board.js';
import { registerLoyaltyRoutes } from './loyalty-routes.js';

/** The loyalty leaderboard: its route and the in-process board behind it, started and stopped with the app. */
export const loyaltyModule: ArenaModule = {
  name: 'loyalty',
  parts: (context) => {
    const board = new LoyaltyBoard(context.db, { log: context.log });
    return {
      routes: (app) => registerLoyaltyRoutes(app, context, board),
      services: [board],
    };
  },
};
