import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { endpoints, NUL_MESSAGE, type EndpointDefinition } from '@arena/contract';
import type { LightMyRequestResponse } from 'fastify';
import { toJSONSchema, type ZodType } from 'zod';
import { errorBody } from '../testing/contract.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import type { RouteTableEntry } from './route-table.js';

/**
 * Hostile input against every route of the route table (the app's own, not a hand-kept list): a NUL character in
 * each path parameter, in each query parameter and in the string fields of a JSON body, a path parameter of
 * 10,000 characters, a malformed percent-encoding, plus unknown routes. Every answer must be a 4xx in the one
 * error shape `{code, message, details}`; none may be a 5xx.
 */

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

interface FuzzCase {
  name: string;
  method: string;
  url: string;
  body?: unknown;
  /** The field a 400 must name: where the NUL was. */
  refused?: { location: 'params' | 'query' | 'body'; field?: string };
  /** Input a route may legitimately accept (2xx/3xx) or answer with its own page: only never a 5xx. */
  tolerated?: boolean;
}

const NUL_TEXT = 'a\u0000b';
const LONG_PARAM = 'x'.repeat(10_000);

function jsonSchemaOf(schema: unknown): JsonSchema | null {
  if (schema === null || typeof schema !== 'object') return null;
  if (!('_zod' in schema)) return schema as JsonSchema;
  try {
    return toJSONSchema(schema as ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return null;
  }
}

/** A value of `schema` whose strings all hold a NUL character. */
function valueWithNul(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 5) return NUL_TEXT;
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches)
    return valueWithNul(
      branches.find((branch) => branch.type !== 'null'),
      depth + 1,
    );
  const type = Array.isArray(schema.type) ? schema.type.find((name) => name !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      if (properties.length === 0) return { x: NUL_TEXT };
      return Object.fromEntries(properties.map(([name, child]) => [name, valueWithNul(child, depth + 1)]));
    }
    case 'array':
      return [valueWithNul(schema.items, depth + 1)];
    case 'number':
    case 'integer':
      return 1;
    case 'boolean':
      return true;
    default:
      return NUL_TEXT;
  }
}

/** A JSON body for the route whose string fields hold a NUL (`{ x: NUL }` without a body schema). */
function bodyWithNul(route: RouteTableEntry): unknown {
  const schema = jsonSchemaOf(route.schema?.body);
  const body = schema ? valueWithNul(schema) : null;
  const isObject = body !== null && typeof body === 'object';
  return isObject && JSON.stringify(body).includes('\\u0000') ? body : { x: NUL_TEXT };
}

function queryNames(route: RouteTableEntry): string[] {
  const names = Object.keys(jsonSchemaOf(route.schema?.querystring)?.properties ?? {});
  return names.length > 0 ? names : ['x'];
}

const paramPattern = /:([A-Za-z0-9_]+)|\*$/g;

function paramNames(url: string): string[] {
  return [...url.matchAll(paramPattern)].map((match) => match[1] ?? '*');
}

/** The route's URL with each parameter filled: `x`, or the given raw (already encoded) text for one of them. */
function fill(url: string, raw: Record<string, string> = {}): string {
  return url.replace(paramPattern, (_match, name: string | undefined) => raw[name ?? '*'] ?? 'x');
}

function casesOf(route: RouteTableEntry): FuzzCase[] {
  const { method, url } = route;
  const cases: FuzzCase[] = [];
  const params = paramNames(url);
  for (const param of params) {
    cases.push({
      name: `NUL in :${param}`,
      method,
      url: fill(url, { [param]: 'a%00b' }),
      refused: { location: 'params', field: param },
    });
    cases.push({ name: `10,000 characters in :${param}`, method, url: fill(url, { [param]: LONG_PARAM }) });
    cases.push({ name: `malformed %ZZ in :${param}`, method, url: fill(url, { [param]: 'a%ZZ' }) });
  }
  if (params.length === 0) cases.push({ name: 'malformed %ZZ in the path', method, url: `${url}%ZZ` });
  for (const name of queryNames(route)) {
    cases.push({
      name: `NUL in ?${name}`,
      method,
      url: `${fill(url)}?${encodeURIComponent(name)}=a%00b`,
      refused: { location: 'query', field: name },
    });
  }
  if (['POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) {
    cases.push({
      name: 'NUL in the JSON body',
      method,
      url: fill(url),
      body: bodyWithNul(route),
      refused: { location: 'body' },
    });
  }
  if (method === 'GET') {
    cases.push({ name: 'malformed %ZZ in the query', method, url: `${fill(url)}?x=%ZZ`, tolerated: true });
  }
  return cases;
}

const UNKNOWN_ROUTES: FuzzCase[] = [
  { name: 'unknown route', method: 'GET', url: '/v1/does-not-exist' },
  { name: 'unknown nested route', method: 'POST', url: '/v1/teams/x/y/z/w', body: { x: 1 } },
  { name: 'known path, unknown method', method: 'PATCH', url: '/v1/general/countries' },
  { name: 'unknown route with NUL', method: 'GET', url: '/v1/a%00b?x=%00' },
  { name: 'unknown route, malformed', method: 'DELETE', url: '/v1/%ZZ' },
  { name: 'unknown route, long segment', method: 'GET', url: `/v1/${LONG_PARAM}` },
  { name: 'root', method: 'PUT', url: '/' },
];

function isJson(response: LightMyRequestResponse): boolean {
  return String(response.headers['content-type'] ?? '').startsWith('application/json');
}

/** What is wrong with the answer to `fuzz`, or null. */
function problemWith(fuzz: FuzzCase, response: LightMyRequestResponse): string | null {
  const status = response.statusCode;
  if (status >= 500) return `answered ${status}: ${response.body.slice(0, 200)}`;
  if (fuzz.tolerated) {
    if (status < 400 || !isJson(response)) return null;
  } else if (status < 400) {
    return `answered ${status}, expected a 4xx`;
  }
  const parsed = isJson(response) ? errorBody.safeParse(response.json()) : null;
  if (!parsed?.success) return `answered ${status} outside the error shape: ${response.body.slice(0, 200)}`;
  if (fuzz.refused) {
    if (status !== 400)
      return `answered ${status}, expected 400 naming the field: ${response.body.slice(0, 200)}`;
    const details = parsed.data.details as { location?: string; fields?: Record<string, string> } | null;
    const fields = Object.entries(details?.fields ?? {});
    const expected = fuzz.refused.field;
    const named = fields.some(
      ([field, message]) =>
        message === NUL_MESSAGE && (!expected || field === expected || field.startsWith(`${expected}.`)),
    );
    if (details?.location !== fuzz.refused.location || !named) {
      return `400 does not name the NUL field (${fuzz.refused.location} ${fuzz.refused.field ?? ''}): ${response.body.slice(0, 200)}`;
    }
  }
  return null;
}

describe('route table fuzz', () => {
  let t: TestApp;
  let token: string;
  before(async () => {
    t = await createTestApp();
    // An admin is also a player: staff routes get past authorization to the input checks.
    token = await t.tokenFor('admin');
  });
  after(() => t.close());

  test('hostile input to every route answers 4xx {code, message, details}, never 5xx', async (context) => {
    const routes = t.app.routeTable.filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS');
    assert.ok(routes.length > 50, `the route table lists the API's routes (${routes.length})`);
    const cases = [...routes.flatMap(casesOf), ...UNKNOWN_ROUTES];
    const problems: string[] = [];
    for (const fuzz of cases) {
      const response = await t.request({
        method: fuzz.method as 'GET',
        url: fuzz.url,
        token,
        ...(fuzz.body === undefined ? {} : { payload: fuzz.body as object }),
      });
      const problem = problemWith(fuzz, response);
      if (problem) problems.push(`${fuzz.method} ${fuzz.url.slice(0, 120)} (${fuzz.name}): ${problem}`);
    }
    context.diagnostic(`${cases.length} fuzz cases over ${routes.length} routes`);
    assert.deepEqual(problems, [], `${problems.length} of ${cases.length} cases failed`);
  });

  test('every protected route of the contract answers 401 without a token, before looking at its input', async (context) => {
    const contract = endpoints as Record<string, EndpointDefinition>;
    const protectedRoutes = t.app.routeTable.filter((route) =>
      ['user', 'staff'].includes(contract[`${route.method} ${route.url}`]?.auth ?? ''),
    );
    assert.ok(protectedRoutes.length > 0);
    const problems: string[] = [];
    for (const route of protectedRoutes) {
      const params = Object.fromEntries(paramNames(route.url).map((name) => [name, 'a%00b']));
      const hasBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method);
      const response = await t.request({
        method: route.method as 'GET',
        url: `${fill(route.url, params)}?x=%00`,
        ...(hasBody ? { payload: bodyWithNul(route) as object } : {}),
      });
      const code = isJson(response) ? (response.json() as { code?: unknown }).code : undefined;
      if (response.statusCode !== 401 || code !== 3001) {
        problems.push(`${route.method} ${route.url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
    }
    context.diagnostic(`${protectedRoutes.length} protected routes checked without a token`);
    assert.deepEqual(problems, []);
  });
});
