import type { ArenaModule } from '../../arena-module.js';
import { registerRegistrationRoutes } from './registrations-routes.js';

/** Tournament registrations and check-in. */
export const registrationsModule: ArenaModule = {
  name: 'registrations',
  parts: (context) => ({
    routes: (app) => registerRegistrationRoutes(app, context),
  }),
};
