import { createRequire } from 'node:module';
import { isIPv4, isIPv6 } from 'node:net';
import type { GeoIp } from '@arena/contract';
import maxmind from 'maxmind';
import { countryByCode } from './countries.js';

/** Countries played on the Middle East server, and those on Europe West. */
const MIDDLE_EAST = new Set([
  'AE',
  'SA',
  'QA',
  'KW',
  'BH',
  'OM',
  'YE',
  'IQ',
  'JO',
  'LB',
  'SY',
  'PS',
  'EG',
  'LY',
  'TN',
  'DZ',
  'MA',
  'MR',
  'SD',
  'SO',
  'DJ',
  'KM',
]);
const EUROPE = new Set([
  'AT',
  'BE',
  'BG',
  'CH',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GB',
  'GR',
  'HR',
  'HU',
  'IE',
  'IS',
  'IT',
  'LI',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'NO',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
  'MC',
  'AD',
  'SM',
  'VA',
]);

/** Where loopback and private addresses (local development, internal networks) are placed. */
export const LOCAL_DEFAULT_COUNTRY = 'AE';

function ipv4ToNumber(ip: string): number {
  return ip.split('.').reduce((value, part) => value * 256 + Number(part), 0);
}

function inCidr(ip: number, cidr: string): boolean {
  const [base, bitsText] = cidr.split('/');
  const bits = Number(bitsText);
  const size = 2 ** (32 - bits);
  const start = Math.floor(ipv4ToNumber(base) / size) * size;
  return ip >= start && ip < start + size;
}

const PRIVATE_IPV4 = [
  '0.0.0.0/8',
  '10.0.0.0/8',
  '100.64.0.0/10',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '172.16.0.0/12',
  '192.168.0.0/16',
];

/** `::ffff:1.2.3.4` → `1.2.3.4`; other addresses unchanged. */
export function normalizeIp(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped ? mapped[1] : ip;
}

export function isLocalAddress(ip: string): boolean {
  const address = normalizeIp(ip);
  if (isIPv4(address)) return PRIVATE_IPV4.some((cidr) => inCidr(ipv4ToNumber(address), cidr));
  if (isIPv6(address)) {
    const lower = address.toLowerCase();
    return lower === '::1' || lower === '::' || /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower);
  }
  return true;
}

export function regionOfCountry(iso2: string | null): GeoIp['region'] {
  if (!iso2) return null;
  if (MIDDLE_EAST.has(iso2)) return 'me';
  if (EUROPE.has(iso2)) return 'eu';
  return null;
}

function answer(ip: string, iso2: string | null): GeoIp {
  const country = iso2 ? countryByCode(iso2) : undefined;
  return {
    ip,
    country: country?.name ?? null,
    countryCode: country?.iso2 ?? null,
    region: regionOfCountry(country?.iso2 ?? null),
  };
}

/** A record of the ip-location-db GeoLite2 country database: only the ISO code. */
export interface CountryRecord {
  country_code?: string;
}
/** The opened database: a lookup by address (the reader of `maxmind`). */
export interface CountryDatabase {
  get(ip: string): unknown;
}

/**
 * The GeoLite2 country database (IPv4 and IPv6) shipped by `@ip-location-db/geolite2-country-mmdb`, updated by
 * updating that package. It holds the whole file in memory (about 9 MB), so the process opens it once.
 */
export const COUNTRY_DATABASE_FILE = createRequire(import.meta.url).resolve(
  '@ip-location-db/geolite2-country-mmdb/geolite2-country.mmdb',
);

let opening: Promise<CountryDatabase> | null = null;

/** Opens the country database on first use; later calls share the same reader. */
export function openCountryDatabase(): Promise<CountryDatabase> {
  opening ??= maxmind.open(COUNTRY_DATABASE_FILE).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

/**
 * Country and portal region of an address. Loopback and private addresses resolve to the local default (AE);
 * a public address the database does not place (or places in a country outside the list) resolves to nulls.
 */
export function lookupGeoIp(database: CountryDatabase, rawIp: string): GeoIp {
  const ip = normalizeIp(rawIp);
  if (isLocalAddress(ip)) return answer(ip, LOCAL_DEFAULT_COUNTRY);
  if (!isIPv4(ip) && !isIPv6(ip)) return answer(ip, null);
  const record = database.get(ip) as CountryRecord | null;
  const code = record?.country_code?.toUpperCase() ?? null;
  return answer(ip, code);
}
