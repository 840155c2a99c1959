import type { ArenaModule } from '../../arena-module.js';
import { registerModerationRoutes } from './moderation-routes.js';

/**
 * Player moderation (issue 31): support staff and admins find players, read their record, ban them and lift their
 * bans.
 */
export const moderationModule: ArenaModule = {
  name: 'moderation',
  parts: (context) => ({
    routes: (app) => registerModerationRoutes(app, context),
  }),
};
