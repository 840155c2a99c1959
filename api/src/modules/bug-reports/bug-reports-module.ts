import type { ArenaModule } from '../../arena-module.js';
import { registerBugReportRoutes } from './bug-reports-routes.js';

/** Bug reports and their staff desk. */
export const bugReportsModule: ArenaModule = {
  name: 'bug-reports',
  parts: (context) => ({
    routes: (app) => registerBugReportRoutes(app, context),
  }),
};
