import type { ArenaModule } from '../../arena-module.js';
import { registerUploadRoutes } from './uploads-routes.js';

/** Stored uploads and signed attachment addresses. */
export const uploadsModule: ArenaModule = {
  name: 'uploads',
  parts: (context) => ({
    routes: (app) => registerUploadRoutes(app, context),
  }),
};
