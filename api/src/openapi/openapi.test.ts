import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { endpoints, splitEndpointKey } from '@arena/contract';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { generateOpenApiJson, OPENAPI_FILE } from './generate.js';
import { DOCS_PREFIX, openApiDocument } from './openapi.js';

interface OpenApiDocument {
  openapi: string;
  info: { title: string };
  paths: Record<string, Record<string, { security?: unknown[]; summary?: string }>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
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
      assert.equal(Boolean(operation.security), definition.auth !== 'public', `${key} security`);
    }
    assert.deepEqual(missing, [], 'contract endpoints missing from the document');
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
