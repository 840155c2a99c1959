import type { ArenaModule } from '../../arena-module.js';
import { registerStaffRoutes } from './staff-routes.js';

/** The staff desk's own records: who holds which staff role, and the audit log of staff writes. */
export const staffModule: ArenaModule = {
  name: 'staff',
  parts: (context) => ({
    routes: (app) => registerStaffRoutes(app, context),
  }),
};
