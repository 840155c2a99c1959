import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractRoute } from '../../http/contract-route.js';
import { COUNTRIES } from './countries.js';
import { lookupGeoIp, openCountryDatabase } from './geoip.js';

const ONE_DAY = 24 * 60 * 60;

export function registerGeneralRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // The country database is opened once, as the app starts (a missing or damaged file fails the start).
  const countryDatabase = openCountryDatabase();
  countryDatabase.catch(() => undefined); // reported by the onReady hook below, not as an unhandled rejection
  app.addHook('onReady', async () => {
    await countryDatabase;
  });

  routes.route({
    ...contractRoute(app, 'GET /v1/general/countries'),
    handler: async (_request, reply) => {
      reply.header('Cache-Control', `public, max-age=${ONE_DAY}`);
      return { data: { countries: [...COUNTRIES] } };
    },
  });

  routes.route({
    ...contractRoute(app, 'GET /v1/general/geoip'),
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return { data: lookupGeoIp(await countryDatabase, request.ip) };
    },
  });
}
