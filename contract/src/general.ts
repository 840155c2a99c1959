import { z } from 'zod';
import { defineEndpoints } from './endpoint.js';
import { dataOf } from './primitives.js';

/** A country of the settings' location list: English short name, ISO 3166-1 alpha-2 code and flag emoji. */
export const country = z
  .object({ name: z.string(), iso2: z.string(), flag: z.string() })
  .meta({ id: 'Country' });
export type Country = z.infer<typeof country>;

/** Where the caller's address is (GET /v1/general/geoip): each null when unknown; `region` picks the server. */
export const geoIp = z
  .object({
    ip: z.string(),
    country: z.string().nullable(),
    countryCode: z.string().nullable(),
    region: z.enum(['me', 'eu']).nullable(),
  })
  .meta({ id: 'GeoIp' });
export type GeoIp = z.infer<typeof geoIp>;

export const generalEndpoints = defineEndpoints({
  'GET /v1/general/countries': {
    summary: 'Every country, alphabetical by name (the location list of the settings)',
    tag: 'general',
    auth: 'public',
    response: { 200: dataOf(z.object({ countries: z.array(country) })) },
  },
  'GET /v1/general/geoip': {
    summary: "The caller's country and server region, from their address",
    tag: 'general',
    auth: 'public',
    response: { 200: dataOf(geoIp) },
  },
});
