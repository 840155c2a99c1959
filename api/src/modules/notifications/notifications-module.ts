import type { ArenaModule } from '../../arena-module.js';
import { registerNotificationRoutes } from './notifications-routes.js';
import { notifyOpenCheckIns, setNotifyLog } from './notifications-service.js';

/** How often every instance looks for tournaments whose check-in has opened. */
export const CHECK_IN_SCAN_INTERVAL_MS = 60_000;

/** Notifications: the player's list, read marks, and the pass that tells players a check-in has opened. */
export const notificationsModule: ArenaModule = {
  name: 'notifications',
  parts: (context) => {
    setNotifyLog(context.db, context.log);
    return {
      routes: (app) => registerNotificationRoutes(app, context),
      // Players are told when a tournament's check-in opens: looked for when the API is ready and then every minute.
      periodic: [
        {
          everyMs: CHECK_IN_SCAN_INTERVAL_MS,
          failure: 'check-in notifications failed',
          run: async () => {
            await notifyOpenCheckIns(context);
          },
        },
      ],
    };
  },
};
