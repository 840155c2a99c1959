import type { ArenaModule } from '../../arena-module.js';
import { registerHomeSlideRoutes } from './home-slides-routes.js';

/** The home page's content staff write: the carousel's slides (issue 31). */
export const homeModule: ArenaModule = {
  name: 'home',
  parts: (context) => ({
    routes: (app) => registerHomeSlideRoutes(app, context),
  }),
};
