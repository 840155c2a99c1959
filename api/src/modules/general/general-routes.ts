import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractRoute } from '../../http/contract-route.js';
import { COUNTRIES } from './countries.js';
import { lookupGeoIp } from './geoip.js';

const ONE_DAY = 24 * 60 * 60;

export function registerGeneralRoutes(app: FastifyInstance): void {
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
      return { data: lookupGeoIp(request.ip) };
    },
  });
}
