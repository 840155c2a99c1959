import type { ArenaModule } from '../../arena-module.js';
import { registerHealthRoutes } from './health-routes.js';

/** `/health` (liveness) and `/ready` (readiness: database, Redis, job queue). */
export const healthModule: ArenaModule = {
  name: 'health',
  parts: (context, host) => ({
    routes: (app) => registerHealthRoutes(app, context, { redis: host.redis, queue: () => host.jobs }),
  }),
};
