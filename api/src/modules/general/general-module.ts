import type { ArenaModule } from '../../arena-module.js';
import { openCountryDatabase } from './geoip.js';
import { registerGeneralRoutes } from './general-routes.js';

/** Country list and geo-IP. */
export const generalModule: ArenaModule = {
  name: 'general',
  parts: () => {
    // The country database is opened once, as the app starts (a missing or damaged file fails the start).
    const countryDatabase = openCountryDatabase();
    countryDatabase.catch(() => undefined); // reported by `ready`, not as an unhandled rejection
    return {
      routes: (app) => registerGeneralRoutes(app, countryDatabase),
      ready: async () => {
        await countryDatabase;
      },
    };
  },
};
