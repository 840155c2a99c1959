import type { ArenaModule } from '../../arena-module.js';
import { registerMediaRoutes } from './media-routes.js';

/** Generated images: the champion and item CDN stand-in and the seeded demo's images (`host.demo`). */
export const mediaModule: ArenaModule = {
  name: 'media',
  parts: (_context, host) => ({
    routes: (app) => registerMediaRoutes(app, host.demo),
  }),
};
