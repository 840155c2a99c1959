import type { ArenaModule } from '../../arena-module.js';
import { registerPostRoutes } from './posts-routes.js';

/** News posts. */
export const postsModule: ArenaModule = {
  name: 'posts',
  parts: (context) => ({
    routes: (app) => registerPostRoutes(app, context),
  }),
};
