import type { ArenaModule } from '../../arena-module.js';
import { registerSitemapRoutes } from './sitemap-routes.js';

/** The public player and team pages a sitemap lists (issue 32): read by the deploy server's `/sitemap.xml`. */
export const sitemapModule: ArenaModule = {
  name: 'sitemap',
  parts: (context) => ({
    routes: (app) => registerSitemapRoutes(app, context),
  }),
};
