import assert from 'node:assert/strict';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { connect, type AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { endpoints } from '@arena/contract';
import { z } from 'zod';
import { buildApp } from '../app.js';
import { apiError } from '../errors.js';
import { nestsDeeperThan } from './body-parsers.js';
import {
  BODY_LIMIT,
  MAX_JSON_DEPTH,
  MAX_PARAM_LENGTH,
  MULTIPART_LIMITS,
  PUBLIC_BODY_LIMIT,
} from './limits.js';
import { errorBody, expectShape } from '../testing/contract.js';
import { createSeededDatabase } from '../testing/seeded-database.js';
import { createTestApp, TEST_CONFIG, TEST_PORTAL_ORIGIN, type TestApp } from '../testing/test-app.js';

const BOUNDARY = '----arena-http-test';

function formFile(name: string, bytes: Buffer): Buffer {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}.png"\r\n`;
  return Buffer.concat([Buffer.from(`${head}Content-Type: image/png\r\n\r\n`), bytes, Buffer.from('\r\n')]);
}

function formField(name: string, value: string): Buffer {
  return Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
}

/** A `multipart/form-data` body of these parts (boundary `BOUNDARY`). */
function form(parts: Buffer[]): Buffer {
  return Buffer.concat([...parts, Buffer.from(`--${BOUNDARY}--\r\n`)]);
}

describe('HTTP conventions', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  test('a bad query answers 400 {code: 4000, message, details} naming the field', async () => {
    const response = await t.request({ method: 'GET', url: '/v1/tournaments?limit=0&sort=name' });
    assert.equal(response.statusCode, 400);
    const body = expectShape(errorBody, response.json());
    assert.equal(body.code, 4000);
    assert.match(body.message, /limit/);
    const details = body.details as { location: string; fields: Record<string, string> };
    assert.equal(details.location, 'query');
    assert.ok(details.fields.limit, 'limit is named');
    assert.ok(details.fields.sort, 'sort is named');
  });

  test('a bad path parameter answers 400 naming the parameter', async () => {
    const response = await t.request({ method: 'POST', url: `/v1/referrals/track/${'x'.repeat(65)}` });
    assert.equal(response.statusCode, 400);
    const body = response.json();
    assert.equal(body.code, 4000);
    assert.deepEqual(Object.keys(body.details.fields), ['ref']);
    assert.equal(body.details.location, 'params');
  });

  test('an unknown route answers 404 in the same shape', async () => {
    const response = await t.request({ method: 'GET', url: '/v1/does-not-exist?x=1' });
    assert.equal(response.statusCode, 404);
    const body = expectShape(errorBody, response.json());
    assert.equal(body.code, 4004);
    assert.deepEqual(body.details, { method: 'GET', path: '/v1/does-not-exist' });
  });

  test('malformed JSON is a 400, and an empty JSON body counts as no body', async () => {
    const malformed = await t.request({
      method: 'POST',
      url: '/v1/referrals/track/abc',
      headers: { 'content-type': 'application/json' },
      payload: '{"oops":',
    });
    assert.equal(malformed.statusCode, 400);
    assert.equal(malformed.json().code, 4000);

    const empty = await t.request({
      method: 'POST',
      url: '/v1/referrals/track/abc',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    assert.equal(empty.statusCode, 201);
  });

  test('an unsupported content type is a 415 in the error shape, not a 500', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/v1/referrals/track/abc',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    assert.equal(response.statusCode, 415);
    assert.equal(response.json().code, 4015);
  });

  test('a malformed URL is a 400 in the error shape', async () => {
    for (const url of ['/v1/users/%ZZ', '/v1/teams/me%E0%A4%A', '/v1/%ZZ']) {
      const response = await t.request({ method: 'GET', url });
      assert.equal(response.statusCode, 400, url);
      const body = expectShape(errorBody, response.json());
      assert.equal(body.code, 4000);
      assert.match(body.message, /Malformed URL/);
      assert.deepEqual(body.details, { location: 'path', reason: 'FST_ERR_BAD_URL' });
    }
  });

  test('a path parameter over the length limit is a 414 in the error shape, without echoing the path', async () => {
    const response = await t.request({
      method: 'GET',
      url: `/v1/teams/vanity/${'x'.repeat(MAX_PARAM_LENGTH + 1)}`,
    });
    assert.equal(response.statusCode, 414);
    const body = expectShape(errorBody, response.json());
    assert.equal(body.code, 4000);
    assert.deepEqual(body.details, {
      location: 'params',
      reason: 'FST_ERR_MAX_PARAM_LENGTH',
      maxLength: MAX_PARAM_LENGTH,
    });
    assert.ok(response.body.length < 300, 'the answer does not carry the path');
  });

  test('an over-large JSON body is a 413 {code: 4013}', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/v1/referrals/track/abc',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ padding: 'x'.repeat(BODY_LIMIT) }),
    });
    assert.equal(response.statusCode, 413);
    const body = expectShape(errorBody, response.json());
    assert.equal(body.code, 4013);
    assert.equal(body.message, 'Request body is too large');
  });

  test('a JSON body nested deeper than 32 levels is a 400 before it is parsed (issue 27)', async () => {
    const tooDeep = (response: { statusCode: number; json: () => unknown }) => {
      assert.equal(response.statusCode, 400);
      const body = expectShape(errorBody, response.json());
      assert.equal(body.code, 4000);
      assert.equal(body.message, `The JSON body nests deeper than ${MAX_JSON_DEPTH} levels`);
      assert.deepEqual(body.details, { location: 'body', reason: 'jsonTooDeep', maxDepth: MAX_JSON_DEPTH });
    };
    // The probe's body: 800 KB of nested arrays on the anonymous bug report, whose limit fits its attachment.
    const levels = 400_000;
    tooDeep(
      await t.request({
        method: 'POST',
        url: '/v1/bug-report',
        headers: { 'content-type': 'application/json' },
        payload: '['.repeat(levels) + ']'.repeat(levels),
      }),
    );
    const nested = (depth: number) => '{"a":'.repeat(depth - 1) + '[1]' + '}'.repeat(depth - 1);
    tooDeep(
      await t.request({
        method: 'POST',
        url: '/v1/referrals/track/abc',
        headers: { 'content-type': 'application/json' },
        payload: nested(MAX_JSON_DEPTH + 1),
      }),
    );
    // 32 levels are parsed (and then judged by the route's schema); brackets inside strings do not count.
    for (const payload of [nested(MAX_JSON_DEPTH), JSON.stringify({ a: '[{'.repeat(100), b: '\\"[' })]) {
      const response = await t.request({
        method: 'POST',
        url: '/v1/referrals/track/abc',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      assert.equal(response.statusCode, 201, response.body);
    }
  });

  test('every body of the contract nests far less than the JSON depth limit', () => {
    type JsonSchema = Record<string, unknown>;
    /** Objects and arrays on the deepest path of a JSON Schema; `$ref`s resolved, a recursive one refused. */
    const depthOf = (
      node: JsonSchema,
      definitions: Record<string, JsonSchema>,
      seen: string[] = [],
    ): number => {
      if (typeof node.$ref === 'string') {
        const name = node.$ref.replace('#/$defs/', '');
        assert.ok(!seen.includes(name), `${name} is recursive: its depth has no bound`);
        return depthOf(definitions[name] ?? {}, definitions, [...seen, name]);
      }
      const alternatives = ['anyOf', 'oneOf', 'allOf'].flatMap((key) => (node[key] ?? []) as JsonSchema[]);
      const children = [
        ...Object.values((node.properties ?? {}) as Record<string, JsonSchema>),
        ...(node.items && typeof node.items === 'object' ? [node.items as JsonSchema] : []),
        ...(node.additionalProperties && typeof node.additionalProperties === 'object'
          ? [node.additionalProperties as JsonSchema]
          : []),
      ];
      const own = node.type === 'object' || node.type === 'array' ? 1 : 0;
      return Math.max(
        own + Math.max(0, ...children.map((child) => depthOf(child, definitions, seen))),
        ...alternatives.map((alternative) => depthOf(alternative, definitions, seen)),
      );
    };
    const depths = Object.entries(endpoints).flatMap(([key, endpoint]) => {
      const body = (endpoint as { body?: z.ZodType }).body;
      if (!body) return [];
      const schema = z.toJSONSchema(body, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
      return [[key, depthOf(schema, (schema.$defs ?? {}) as Record<string, JsonSchema>)] as const];
    });
    assert.ok(depths.length > 20);
    for (const [key, depth] of depths) assert.ok(depth <= MAX_JSON_DEPTH / 4, `${key} nests ${depth} levels`);
  });

  test('nestsDeeperThan counts brackets outside strings, escapes included', () => {
    assert.equal(nestsDeeperThan('[[[]]]', 3), false);
    assert.equal(nestsDeeperThan('[[[[]]]]', 3), true);
    assert.equal(nestsDeeperThan('{"a":{"b":{"c":[]}}}', 3), true);
    assert.equal(nestsDeeperThan('{"a":"[[[[[[","b":"\\"[[[["}', 1), false);
    assert.equal(nestsDeeperThan('["\\\\",[[[]]]]', 3), true, 'an escaped backslash ends before the quote');
    assert.equal(nestsDeeperThan('[]'.repeat(100_000), 1), false, 'siblings are not depth');
  });

  test('bodies are limited per route: 16 KB on public routes, 64 KB on the others (issue 27)', async () => {
    const sized = (bytes: number) => JSON.stringify({ padding: 'x'.repeat(bytes - 14) });
    const tooLarge = (response: { statusCode: number; json: () => unknown }, what: string) => {
      assert.equal(response.statusCode, 413, what);
      const body = expectShape(errorBody, response.json());
      assert.equal(body.code, 4013);
      assert.equal(body.message, 'Request body is too large');
    };
    assert.equal(sized(PUBLIC_BODY_LIMIT + 1).length, PUBLIC_BODY_LIMIT + 1);
    const publicPost = (payload: string) =>
      t.request({
        method: 'POST',
        url: '/auth/connect/discord',
        headers: { 'content-type': 'application/json' },
        payload,
      });
    tooLarge(await publicPost(sized(PUBLIC_BODY_LIMIT + 1)), 'public route over 16 KB');
    assert.notEqual((await publicPost(sized(PUBLIC_BODY_LIMIT))).statusCode, 413);

    const token = await t.tokenFor('falcon');
    const profile = (payload: string) =>
      t.request({
        method: 'PUT',
        url: '/v1/user/me/profile',
        token,
        headers: { 'content-type': 'application/json' },
        payload,
      });
    tooLarge(await profile(sized(BODY_LIMIT + 1)), 'signed-in route over 64 KB');
    assert.equal((await profile(sized(BODY_LIMIT))).statusCode, 400, 'read, then refused by its schema');

    // A staff reply with a full embed of 3-byte characters (about 120 KB) is larger than 64 KB and still read: the
    // unknown ticket is a 404, not a 413.
    const wide = (length: number) => '€'.repeat(length);
    const payload = JSON.stringify({
      content: wide(2000),
      embed: {
        title: wide(256),
        description: wide(4096),
        footer: wide(2048),
        fields: Array.from({ length: 25 }, () => ({ name: wide(256), value: wide(1024) })),
      },
    });
    assert.ok(Buffer.byteLength(payload) > BODY_LIMIT);
    const staffReply = await t.request({
      method: 'POST',
      url: '/v1/admin/support/tickets/00000000-0000-4000-8000-000000000000/messages',
      token: await t.tokenFor('admin'),
      headers: { 'content-type': 'application/json' },
      payload,
    });
    assert.equal(staffReply.statusCode, 404, staffReply.body);
  });

  test('too many files or fields in a form is a 413 {code: 4013} saying what was too many', async () => {
    const token = await t.tokenFor('falcon');
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const forms = {
      files: Array.from({ length: MULTIPART_LIMITS.files + 1 }, (_, index) => formFile(`image${index}`, png)),
      fields: Array.from({ length: MULTIPART_LIMITS.fields + 1 }, (_, index) =>
        formField(`note${index}`, 'x'),
      ),
    };
    for (const [what, parts] of Object.entries(forms)) {
      const response = await t.request({
        method: 'POST',
        url: '/v1/user/me/profile/image',
        token,
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        payload: form(parts),
      });
      assert.equal(response.statusCode, 413, what);
      const body = expectShape(errorBody, response.json());
      assert.equal(body.code, 4013, what);
      assert.match(body.message, new RegExp(`^Too many ${what} in the form`), what);
    }
  });

  test('CORS allows the portal origins only', async () => {
    const allowed = await t.request({
      method: 'OPTIONS',
      url: '/v1/notifications/read-all',
      headers: {
        origin: TEST_PORTAL_ORIGIN,
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'authorization',
      },
    });
    assert.equal(allowed.headers['access-control-allow-origin'], TEST_PORTAL_ORIGIN);
    assert.match(String(allowed.headers['access-control-allow-methods']), /PATCH/);
    assert.match(String(allowed.headers['access-control-allow-headers']), /Authorization/i);

    const foreign = await t.request({
      method: 'GET',
      url: '/v1/posts?limit=1',
      headers: { origin: 'https://evil.example' },
    });
    assert.equal(foreign.headers['access-control-allow-origin'], undefined);
  });

  test('a large answer goes out compressed for a client that accepts it, and plain otherwise', async () => {
    const plain = await t.request({ method: 'GET', url: '/v1/tournaments' });
    assert.equal(plain.statusCode, 200);
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.ok(plain.rawPayload.length > 4096, `the list is ${plain.rawPayload.length} bytes`);

    const gzipped = await t.request({
      method: 'GET',
      url: '/v1/tournaments',
      headers: { 'accept-encoding': 'gzip' },
    });
    assert.equal(gzipped.headers['content-encoding'], 'gzip');
    assert.ok(gzipped.rawPayload.length * 3 < plain.rawPayload.length, 'gzip at least a third of the size');
    assert.deepEqual(JSON.parse(gunzipSync(gzipped.rawPayload).toString('utf8')), plain.json());

    const brotli = await t.request({
      method: 'GET',
      url: '/v1/tournaments',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    assert.equal(brotli.headers['content-encoding'], 'br');
    assert.deepEqual(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString('utf8')), plain.json());

    const small = await t.request({ method: 'GET', url: '/v1/nope', headers: { 'accept-encoding': 'gzip' } });
    assert.equal(small.statusCode, 404);
    assert.equal(small.headers['content-encoding'], undefined, 'an answer under 1 KB is sent as it is');
  });

  test('every answer carries nosniff', async () => {
    const response = await t.request({ method: 'GET', url: '/health' });
    assert.deepEqual(response.json(), { status: 'ok' });
    assert.equal(response.headers['x-content-type-options'], 'nosniff');
  });
});

describe("what Node's HTTP parser refuses", () => {
  test('a URL over the header size limit is a 431 in the error shape', async () => {
    const t = await createTestApp();
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => {
          socket.write(`GET /v1/teams/${'x'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
        });
        let received = '';
        socket.on('data', (chunk) => (received += chunk.toString('utf8')));
        socket.on('close', () => resolve(received));
        socket.on('error', reject);
      });
      assert.match(answer, /^HTTP\/1\.1 431 /);
      const body = expectShape(errorBody, JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)));
      assert.equal(body.code, 4000);
      assert.deepEqual(body.details, { reason: 'HPE_HEADER_OVERFLOW' });
    } finally {
      await t.close();
    }
  });
});

describe('unexpected errors and rate limits', () => {
  test('an unexpected error is a logged 500 {code: 5000} without internals; typed errors keep their status', async () => {
    const { db } = await createSeededDatabase();
    const app = await buildApp({ db, config: TEST_CONFIG });
    app.get('/boom', async () => {
      throw new Error('secret stack detail');
    });
    app.get('/typed', async () => {
      throw apiError('conflict', { message: 'Already there', details: { field: 'name' } });
    });
    try {
      const boom = await app.inject({ method: 'GET', url: '/boom' });
      assert.equal(boom.statusCode, 500);
      assert.deepEqual(boom.json(), { code: 5000, message: 'Internal server error', details: null });
      assert.doesNotMatch(boom.body, /secret/);

      const typed = await app.inject({ method: 'GET', url: '/typed' });
      assert.equal(typed.statusCode, 409);
      assert.deepEqual(typed.json(), { code: 4009, message: 'Already there', details: { field: 'name' } });
    } finally {
      await app.close();
      await db.destroy();
    }
  });

  test('over the limit answers 429 {code: 4029}', async () => {
    const t = await createTestApp({ config: { rateLimit: { perMinute: 2, signInPerMinute: 1 } } });
    try {
      await t.request({ method: 'GET', url: '/v1/general/countries' });
      await t.request({ method: 'GET', url: '/v1/general/countries' });
      const limited = await t.request({ method: 'GET', url: '/v1/general/countries' });
      assert.equal(limited.statusCode, 429);
      const body = expectShape(errorBody, limited.json());
      assert.equal(body.code, 4029);
      assert.ok(limited.headers['retry-after']);
    } finally {
      await t.close();
    }
  });
});
