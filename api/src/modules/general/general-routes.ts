import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractRoute } from '../../http/contract-route.js';
import { COUNTRIES } from './countries.js';
import { type CountryDatabase, lookupGeoIp } from './geoip.js';

const ONE_DAY = 24 * 60 * 60;

/** The countries list and the caller's country; `countryDatabase` is opened by the module as the app starts. */
export function registerGeneralRoutes(app: FastifyInstance, countryDatabase: Promise<CountryDatabase>): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

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
