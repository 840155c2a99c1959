import type { ArenaModule } from '../../arena-module.js';
import { registerReferralRoutes } from './referrals-routes.js';

/** Referral links. */
export const referralsModule: ArenaModule = {
  name: 'referrals',
  parts: (context) => ({
    routes: (app) => registerReferralRoutes(app, context),
  }),
};
