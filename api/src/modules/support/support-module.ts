import type { ArenaModule } from '../../arena-module.js';
import { createSupportChannel } from './support-channel.js';
import { registerSupportRoutes } from './support-routes.js';

/** Support tickets: their routes and the `/support` chat channel. */
export const supportModule: ArenaModule = {
  name: 'support',
  parts: (context) => ({
    routes: (app) => registerSupportRoutes(app, context),
    sockets: [createSupportChannel(context)],
  }),
};
