import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Country, GeoIp } from '../../contract/api-types.js';
import { COUNTRIES } from './countries.js';
import { lookupGeoIp } from './geoip.js';

const ONE_DAY = 24 * 60 * 60;

export function registerGeneralRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/v1/general/countries',
    async (_request, reply): Promise<{ data: { countries: readonly Country[] } }> => {
      reply.header('Cache-Control', `public, max-age=${ONE_DAY}`);
      return { data: { countries: COUNTRIES } };
    },
  );

  routes.get('/v1/general/geoip', async (request, reply): Promise<{ data: GeoIp }> => {
    reply.header('Cache-Control', 'private, no-store');
    return { data: lookupGeoIp(request.ip) };
  });
}
