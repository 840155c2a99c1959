import type { ArenaModule } from '../../arena-module.js';
import { rewardCodeSecret } from './reward-code-crypto.js';
import { registerRewardCodeRoutes } from './reward-codes-routes.js';
import { issueMissingRewardCodes } from './reward-codes-service.js';

/** Reward codes: the player's key and codes; seeded rewards get their codes when the API is ready. */
export const rewardCodesModule: ArenaModule = {
  name: 'reward-codes',
  parts: (context) => ({
    routes: (app) => registerRewardCodeRoutes(app, context),
    ready: async () => {
      await issueMissingRewardCodes(context.db, rewardCodeSecret(context.config));
    },
  }),
};
