import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { country as countrySchema, geoIp } from '@arena/contract';
import { expectShape } from '../../testing/contract.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { flagOf } from './countries.js';
import { type CountryDatabase, isLocalAddress, lookupGeoIp, openCountryDatabase } from './geoip.js';

describe('GET /v1/general/countries', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  test('answers { data: { countries } } with every country, its code and flag', async () => {
    const response = await t.request({ method: 'GET', url: '/v1/general/countries' });
    assert.equal(response.statusCode, 200);
    const { countries } = response.json().data;
    assert.ok(countries.length >= 245);
    for (const country of countries) expectShape(countrySchema, country);
    assert.equal(new Set(countries.map((country: { iso2: string }) => country.iso2)).size, countries.length);
    assert.deepEqual(
      countries.find((country: { iso2: string }) => country.iso2 === 'AE'),
      { name: 'United Arab Emirates', iso2: 'AE', flag: '🇦🇪' },
    );
    assert.ok(countries.some((country: { name: string }) => country.name === 'Saudi Arabia'));
  });

  test('flags are regional indicator pairs', () => {
    assert.equal(flagOf('sa'), '🇸🇦');
    assert.equal(flagOf('EG'), '🇪🇬');
  });
});

describe('GET /v1/general/geoip', () => {
  test('a local request resolves to the documented default (United Arab Emirates, me)', async () => {
    const t = await createTestApp();
    try {
      const response = await t.request({
        method: 'GET',
        url: '/v1/general/geoip',
        headers: { 'x-forwarded-for': '217.224.1.1' },
      });
      assert.equal(response.statusCode, 200);
      const geo = expectShape(geoIp, response.json().data);
      assert.deepEqual(geo, {
        ip: '127.0.0.1',
        country: 'United Arab Emirates',
        countryCode: 'AE',
        region: 'me',
      });
    } finally {
      await t.close();
    }
  });

  test('X-Forwarded-For is honoured only with TRUST_PROXY', async () => {
    const t = await createTestApp({ config: { trustProxy: true } });
    try {
      const germany = await t.request({
        method: 'GET',
        url: '/v1/general/geoip',
        headers: { 'x-forwarded-for': '217.224.1.1' },
      });
      assert.deepEqual(germany.json().data, {
        ip: '217.224.1.1',
        country: 'Germany',
        countryCode: 'DE',
        region: 'eu',
      });
      const uae = await t.request({
        method: 'GET',
        url: '/v1/general/geoip',
        headers: { 'x-forwarded-for': '94.200.1.1, 10.0.0.7' },
      });
      assert.deepEqual(uae.json().data, {
        ip: '94.200.1.1',
        country: 'United Arab Emirates',
        countryCode: 'AE',
        region: 'me',
      });
      const saudi = await t.request({
        method: 'GET',
        url: '/v1/general/geoip',
        headers: { 'x-forwarded-for': '212.26.1.1' },
      });
      assert.equal(saudi.json().data.countryCode, 'SA');
      const egypt = await t.request({
        method: 'GET',
        url: '/v1/general/geoip',
        headers: { 'x-forwarded-for': '41.33.10.20' },
      });
      assert.deepEqual(egypt.json().data, {
        ip: '41.33.10.20',
        country: 'Egypt',
        countryCode: 'EG',
        region: 'me',
      });
    } finally {
      await t.close();
    }
  });

  test('GeoLite2 database: real public addresses, unplaced addresses, private and IPv6 addresses', async () => {
    const database: CountryDatabase = await openCountryDatabase();
    assert.equal(await openCountryDatabase(), database, 'opened once');
    // Address blocks the GeoLite2 country database maps to these countries.
    assert.deepEqual(lookupGeoIp(database, '2.50.1.1'), {
      ip: '2.50.1.1',
      country: 'United Arab Emirates',
      countryCode: 'AE',
      region: 'me',
    });
    assert.deepEqual(lookupGeoIp(database, '188.50.1.1'), {
      ip: '188.50.1.1',
      country: 'Saudi Arabia',
      countryCode: 'SA',
      region: 'me',
    });
    assert.equal(lookupGeoIp(database, '217.224.1.1').countryCode, 'DE');
    assert.equal(lookupGeoIp(database, '217.224.1.1').region, 'eu');
    // IPv6 is covered too (the built-in table had none).
    assert.deepEqual(lookupGeoIp(database, '2a02:2e0::1'), {
      ip: '2a02:2e0::1',
      country: 'Germany',
      countryCode: 'DE',
      region: 'eu',
    });
    // A country outside both portal regions: named, no region.
    assert.deepEqual(lookupGeoIp(database, '8.8.8.8'), {
      ip: '8.8.8.8',
      country: 'United States',
      countryCode: 'US',
      region: null,
    });
    // A public address the database does not place: nulls.
    assert.deepEqual(lookupGeoIp(database, '1.1.1.1'), {
      ip: '1.1.1.1',
      country: null,
      countryCode: null,
      region: null,
    });
    assert.equal(lookupGeoIp(database, '2001:4860::8888').country, null);
    for (const ip of [
      '127.0.0.1',
      '10.1.2.3',
      '192.168.1.10',
      '172.20.0.5',
      '::1',
      '::ffff:127.0.0.1',
      'fd00::1',
      'fe80::1',
    ]) {
      assert.ok(isLocalAddress(ip), ip);
      assert.equal(lookupGeoIp(database, ip).countryCode, 'AE', ip);
    }
    assert.equal(lookupGeoIp(database, '::ffff:217.224.1.1').ip, '217.224.1.1');
  });
});
