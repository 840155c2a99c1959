import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { endpoints, operationIdOf, splitEndpointKey, type ApiEndpoint } from '@arena/contract';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { generateOpenApiJson, OPENAPI_FILE } from './generate.js';
import { DOCS_PREFIX, openApiDocument } from './openapi.js';

interface OpenApiResponse {
  $ref?: string;
  description?: string;
  content?: Record<string, unknown>;
}

interface OpenApiOperation {
  operationId?: string;
  description?: string;
  security?: Record<string, string[]>[];
  summary?: string;
  responses: Record<string, OpenApiResponse>;
}

interface OpenApiDocument {
  openapi: string;
  info: { title: string };
  servers?: { url: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: {
    schemas: Record<string, unknown>;
    responses: Record<string, OpenApiResponse>;
    securitySchemes: Record<string, unknown>;
  };
}

/** `/v1/teams/:id` as OpenAPI writes it: `/v1/teams/{id}`. */
function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{*}');
}

test('api/openapi.json is what the contract generates', async () => {
  const generated = await generateOpenApiJson();
  const checkedIn = readFileSync(OPENAPI_FILE, 'utf8');
  if (checkedIn !== generated) {
    const checkedInLines = checkedIn.split('\n');
    const line = generated.split('\n').findIndex((text, index) => text !== checkedInLines[index]);
    assert.fail(
      `api/openapi.json is stale: run npm run openapi -w api (first difference at line ${line + 1})`,
    );
  }
});

describe('the API document', () => {
  let t: TestApp;
  let document: OpenApiDocument;
  before(async () => {
    t = await createTestApp();
    document = openApiDocument(t.app) as unknown as OpenApiDocument;
  });
  after(() => t.close());

  test('is served at /openapi.json, titled, with the bearer scheme and the error shape', async () => {
    const response = await t.request({ method: 'GET', url: '/openapi.json' });
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^application\/json/);
    assert.deepEqual(response.json(), JSON.parse(JSON.stringify(document)));
    assert.equal(document.info.title, 'MENA Arena API');
    assert.deepEqual(document.components.securitySchemes.bearerAuth, {
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
    });
    assert.ok(document.components.schemas.ErrorBody, 'ErrorBody is a component');
    assert.ok(document.components.responses.NotFound, 'the shared 4xx answers are components');
    assert.ok(document.components.schemas.Team, ".meta({ id: 'Team' }) is a component");
  });

  test('lists every endpoint of the contract, protected ones with bearerAuth', () => {
    const missing: string[] = [];
    for (const [key, definition] of Object.entries(endpoints)) {
      const { method, url } = splitEndpointKey(key);
      const operation = document.paths[openApiPath(url)]?.[method.toLowerCase()];
      if (!operation) {
        missing.push(key);
        continue;
      }
      assert.equal(operation.summary, definition.summary, key);
      const bearer = (operation.security ?? []).some((requirement) => 'bearerAuth' in requirement);
      assert.equal(bearer, definition.auth !== 'public', `${key} security`);
      // Every operation says who may call it: anyone (`[]`), anyone with or without a token, or a token holder.
      assert.deepEqual(
        operation.security,
        {
          public: [],
          optional: [{}, { bearerAuth: [] }],
          user: [{ bearerAuth: [] }],
          staff: [{ bearerAuth: [] }],
        }[definition.auth],
        `${key} security`,
      );
    }
    assert.deepEqual(missing, [], 'contract endpoints missing from the document');
  });

  test('names each operation after its contract key, once', () => {
    const names = new Map<string, string>();
    for (const key of Object.keys(endpoints)) {
      const { method, url } = splitEndpointKey(key);
      const operation = document.paths[openApiPath(url)][method.toLowerCase()];
      assert.equal(operation.operationId, operationIdOf(key), key);
      assert.equal(names.get(operationIdOf(key)), undefined, `${key} and ${names.get(operationIdOf(key))}`);
      names.set(operationIdOf(key), key);
    }
    assert.equal(operationIdOf('GET /v1/teams/:id/members'), 'getTeamsByIdMembers');
    assert.equal(operationIdOf('GET /v1/calendar/:secret.ics'), 'getCalendarBySecretIcs');
    assert.equal(operationIdOf('PATCH /v1/notifications/read-all'), 'patchNotificationsReadAll');
    assert.equal(operationIdOf('GET /auth/signin'), 'getAuthSignin');
  });

  test('documents the 4xx answers each operation gives, by shape and by its declared refusals', () => {
    const responses = (key: ApiEndpoint) => {
      const { method, url } = splitEndpointKey(key);
      return document.paths[openApiPath(url)][method.toLowerCase()].responses;
    };
    const statuses = (key: ApiEndpoint) =>
      Object.keys(responses(key)).filter((status) => status.startsWith('4'));
    // Derived from the shape: inputs (400), a token (401, 403 for a banned account), an admin role (403), a JSON
    // body (413, 415), the rate limit (429), and what the contract declares.
    assert.deepEqual(statuses('GET /v1/teams/me'), ['401', '403', '429']);
    assert.deepEqual(statuses('GET /v1/tournaments/:id'), ['400', '404', '429']);
    assert.deepEqual(statuses('POST /v1/teams/join/:vanity'), ['400', '401', '403', '404', '409', '429']);
    assert.deepEqual(statuses('PUT /v1/user/me/profile'), ['400', '401', '403', '413', '415', '429']);
    assert.deepEqual(statuses('GET /v1/admin/support/tickets'), ['401', '403', '429']);
    // The probes have no rate limit and take nothing: they never answer 4xx.
    assert.deepEqual(statuses('GET /health'), []);
    // A route that answers its own validation errors refuses only as it declares (sign-out always redirects).
    assert.deepEqual(statuses('GET /auth/logout'), ['429']);
    const join = responses('POST /v1/teams/join/:vanity');
    assert.deepEqual(join['409'], {
      $ref: '#/components/responses/Conflict',
      description: 'You are already in a team',
    });
    assert.equal(join['403'].description, 'A banned account (1002); the invite link is switched off');
    assert.equal(responses('PUT /v1/user/me/profile')['413'].description, 'A body over 64 KB (4013)');
    assert.deepEqual(responses('POST /auth/signin')['409'].$ref, '#/components/responses/RefusedPage');
    for (const [name, response] of Object.entries(document.components.responses)) {
      const type = name === 'RefusedPage' ? 'text/html' : 'application/json';
      assert.ok(response.content?.[type], `${name} answers ${type}`);
    }
    assert.deepEqual(document.servers, [{ url: '/', description: 'The API that serves this document' }]);
  });

  test('every staff operation names the staff roles it admits, in its description and its 403', () => {
    const staffKeys = Object.keys(endpoints).filter(
      (key) => endpoints[key as ApiEndpoint].auth === 'staff',
    ) as ApiEndpoint[];
    assert.ok(staffKeys.length >= 20, `staff endpoints (${staffKeys.length})`);
    for (const key of staffKeys) {
      const { method, url } = splitEndpointKey(key);
      const operation = document.paths[openApiPath(url)][method.toLowerCase()];
      const roles = ['admin', ...((endpoints[key] as { staffRoles?: readonly string[] }).staffRoles ?? [])];
      assert.equal(operation.description, `Staff roles: ${roles.join(', ')}.`, key);
      const refused =
        roles.length === 1 ? 'not an admin' : `not staff with one of the roles ${roles.join(', ')}`;
      assert.ok(operation.responses['403'].description?.includes(`; ${refused} (4003)`), key);
      assert.doesNotMatch(operation.summary ?? '', /platform admin/, key);
    }
    const tickets = document.paths['/v1/admin/support/tickets'].get;
    assert.equal(tickets.description, 'Staff roles: admin, support.');
    assert.equal(
      tickets.responses['403'].description,
      'A banned account (1002); not staff with one of the roles admin, support (4003)',
    );
  });

  test('each 4xx the API answers is one the document lists for that operation, in that type', async () => {
    const nour = await t.tokenFor('nour');
    const cheater = await t.tokenFor('cheater');
    const cases: { key: ApiEndpoint; status: number; request: Parameters<TestApp['request']>[0] }[] = [
      {
        key: 'GET /v1/teams/vanity/:vanity',
        status: 404,
        request: { method: 'GET', url: '/v1/teams/vanity/none' },
      },
      {
        key: 'POST /v1/teams/join/:vanity',
        status: 404,
        request: { method: 'POST', url: '/v1/teams/join/no-such-team', token: nour },
      },
      {
        key: 'POST /v1/teams/join/:vanity',
        status: 403,
        request: { method: 'POST', url: '/v1/teams/join/desert-falcons', token: cheater },
      },
      {
        key: 'GET /v1/tournaments/:id',
        status: 404,
        request: { method: 'GET', url: '/v1/tournaments/nope' },
      },
      { key: 'GET /v1/posts/:id', status: 404, request: { method: 'GET', url: '/v1/posts/nope' } },
      {
        key: 'POST /v1/teams/create',
        status: 400,
        request: { method: 'POST', url: '/v1/teams/create', token: nour, payload: {} },
      },
      {
        key: 'PUT /v1/user/me/profile',
        status: 415,
        request: {
          method: 'PUT',
          url: '/v1/user/me/profile',
          token: nour,
          headers: { 'content-type': 'application/xml' },
          payload: '<profile/>',
        },
      },
      {
        key: 'GET /v1/admin/payouts',
        status: 403,
        request: { method: 'GET', url: '/v1/admin/payouts', token: nour },
      },
      {
        key: 'DELETE /v1/teams/:id/members/:memberId',
        status: 401,
        request: { method: 'DELETE', url: '/v1/teams/a/members/b' },
      },
      {
        key: 'POST /auth/signin',
        status: 400,
        request: { method: 'POST', url: '/auth/signin', payload: { redirect_url: 'javascript:alert(1)' } },
      },
      {
        key: 'GET /embed/brackets/:tournamentId',
        status: 404,
        request: { method: 'GET', url: '/embed/brackets/00000000-0000-4000-8000-000000000000' },
      },
    ];
    for (const { key, status, request } of cases) {
      const response = await t.request(request);
      assert.equal(response.statusCode, status, `${key}: ${response.body.slice(0, 200)}`);
      const { method, url } = splitEndpointKey(key);
      const documented = document.paths[openApiPath(url)][method.toLowerCase()].responses[String(status)];
      assert.ok(documented?.$ref, `${key} documents ${status}`);
      const shared = document.components.responses[documented.$ref.split('/').pop()!];
      const type = String(response.headers['content-type']).split(';')[0];
      assert.ok(shared.content?.[type], `${key} ${status} is documented as ${type}`);
    }
    const logout = await t.request({ method: 'GET', url: '/auth/logout?redirect_url=javascript:alert(1)' });
    assert.equal(
      logout.statusCode,
      302,
      'a bad redirect_url is not refused: sign-out redirects to the portal',
    );
  });

  test('documents every route of the route table except the documentation itself', () => {
    const undocumented = t.app.routeTable
      .filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS')
      .filter((route) => !route.url.startsWith(DOCS_PREFIX) && route.url !== '/openapi.json')
      .filter((route) => !document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()])
      .map((route) => `${route.method} ${route.url}`);
    assert.deepEqual(undocumented, []);
  });

  test('/docs serves the browsable page and its assets under a strict content security policy', async () => {
    const page = await t.request({ method: 'GET', url: `${DOCS_PREFIX}/` });
    assert.equal(page.statusCode, 200);
    assert.match(String(page.headers['content-type']), /^text\/html/);
    const policy = String(page.headers['content-security-policy']);
    assert.match(policy, /default-src 'self'/);
    assert.doesNotMatch(policy, /upgrade-insecure-requests/);
    const assets = [...page.body.matchAll(/(?:src|href)="\.\/(static\/[^"]+)"/g)].map((match) => match[1]);
    assert.ok(assets.length >= 3, `the page loads its assets (${assets.join(', ')})`);
    for (const asset of assets) {
      const response = await t.request({ method: 'GET', url: `${DOCS_PREFIX}/${asset}` });
      assert.equal(response.statusCode, 200, asset);
      assert.match(
        String(response.headers['content-type']),
        /^(text\/css|application\/javascript|text\/javascript|image\/png)/,
        asset,
      );
      assert.equal(response.headers['x-content-type-options'], 'nosniff');
    }
    const initializer = await t.request({
      method: 'GET',
      url: `${DOCS_PREFIX}/static/swagger-initializer.js`,
    });
    assert.equal(initializer.statusCode, 200);
    const spec = await t.request({ method: 'GET', url: `${DOCS_PREFIX}/json` });
    assert.deepEqual(spec.json(), JSON.parse(JSON.stringify(document)));
  });
});
