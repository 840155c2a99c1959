import { isIPv4, isIPv6 } from 'node:net';
import type { GeoIp } from '@arena/contract';
import { countryByCode } from './countries.js';

/**
 * A small built-in geo-IP table: a few well-known IPv4 blocks of large access providers per country. It is a
 * local stand-in for a real geo-IP database (no network, no licence) and only has to be plausible; an unknown
 * public address resolves to nulls.
 */
const IPV4_BLOCKS: readonly [cidr: string, iso2: string][] = [
  ['2.48.0.0/14', 'AE'],
  ['5.30.0.0/15', 'AE'],
  ['94.200.0.0/14', 'AE'],
  ['188.48.0.0/13', 'SA'],
  ['212.26.0.0/17', 'SA'],
  ['37.208.0.0/13', 'QA'],
  ['37.36.0.0/14', 'KW'],
  ['84.255.128.0/17', 'BH'],
  ['5.36.0.0/15', 'OM'],
  ['41.32.0.0/12', 'EG'],
  ['156.160.0.0/11', 'EG'],
  ['46.185.128.0/17', 'JO'],
  ['178.135.0.0/16', 'LB'],
  ['105.128.0.0/11', 'MA'],
  ['197.0.0.0/14', 'TN'],
  ['217.224.0.0/11', 'DE'],
  ['84.128.0.0/10', 'DE'],
  ['90.0.0.0/9', 'FR'],
  ['86.128.0.0/10', 'GB'],
  ['83.32.0.0/11', 'ES'],
  ['79.0.0.0/10', 'IT'],
  ['145.128.0.0/11', 'NL'],
  ['78.64.0.0/12', 'SE'],
];

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

/** Country and portal region of an address. Loopback and private addresses resolve to the local default (AE). */
export function lookupGeoIp(rawIp: string): GeoIp {
  const ip = normalizeIp(rawIp);
  if (isLocalAddress(ip)) return answer(ip, LOCAL_DEFAULT_COUNTRY);
  if (!isIPv4(ip)) return answer(ip, null);
  const value = ipv4ToNumber(ip);
  const block = IPV4_BLOCKS.find(([cidr]) => inCidr(value, cidr));
  return answer(ip, block ? block[1] : null);
}
