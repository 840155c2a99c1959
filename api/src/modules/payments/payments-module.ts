import type { ArenaModule } from '../../arena-module.js';
import { registerPaymentRoutes } from './payments-routes.js';

/** Payment settings and payouts (prizes are created by brackets and ladders). */
export const paymentsModule: ArenaModule = {
  name: 'payments',
  parts: (context) => ({
    routes: (app) => registerPaymentRoutes(app, context),
  }),
};
