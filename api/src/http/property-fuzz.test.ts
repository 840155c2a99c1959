import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { chatAnswer, endpoints, socketChannels, type EndpointDefinition } from '@arena/contract';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { toJSONSchema, type ZodType } from 'zod';
import { seedId } from '../seed/ids.js';
import { seedPlayer } from '../seed/players.js';
import { errorBody } from '../testing/contract.js';
import { io, type Socket } from 'socket.io-client';
import { connected, listenOnFreePort } from '../testing/socket-client.js';
import { createTestApp, TEST_PORTAL_ORIGIN, type TestApp } from '../testing/test-app.js';
import type { RouteTableEntry } from './route-table.js';

/**
 * Property-based fuzzing (fast-check) of every route of the app's own route table and of every client event of
 * the socket contract. Values are generated from each endpoint's zod schema (as JSON schema) — right types with
 * hostile contents, real seeded ids so handlers get past their lookups — mixed with wrong types, arbitrary JSON,
 * huge values and raw bodies under other content types. Properties: an HTTP answer is never a 5xx and every 4xx
 * is the error shape `{code, message, details}`; a socket event never crashes the server, is acknowledged in the
 * contract's shape (`chatAnswer`) where the event has an acknowledgement, and the connection stays usable.
 *
 * Bounded: `FUZZ_RUNS` runs per route (default 24) and per socket event; `FUZZ_SEED` replays a run (the seed is
 * printed as a diagnostic and in every failure).
 */

const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const RUNS = Number(process.env.FUZZ_RUNS ?? 24);
const SOCKET_RUNS = Number(process.env.FUZZ_SOCKET_RUNS ?? 60);

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
}

function jsonSchemaOf(schema: unknown): JsonSchema | null {
  if (schema === null || typeof schema !== 'object') return null;
  if (!('_zod' in schema)) return schema as JsonSchema;
  try {
    return toJSONSchema(schema as ZodType, {
      io: 'input',
      unrepresentable: 'any',
      reused: 'inline',
    }) as JsonSchema;
  } catch {
    return null;
  }
}

/** Ids of seeded records: a generated id is one of them often enough for handlers to get past their lookups. */
let knownIds: string[] = [];

const hostileStrings = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  '../../etc/passwd',
  '%00',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '${7*7}',
  '\u202e\u0645\u0631\u062d\u0628\u0627',
  '😀'.repeat(300),
  'x'.repeat(70_000),
  '__proto__',
  'constructor',
  'null',
  'NaN',
  '-1',
  '1e309',
  '9007199254740993',
  '2026-02-30T25:61:00Z',
);

const anyString = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: hostileStrings },
  { weight: 2, arbitrary: fc.uuid() },
  { weight: 3, arbitrary: fc.nat().map((index) => knownIds[index % knownIds.length] ?? 'x') },
);
const knownIdArbitrary = () => fc.nat().map((index) => knownIds[index % knownIds.length] ?? 'x');

const anyNumber = fc.oneof(
  fc.integer(),
  fc.integer({ min: -2, max: 200 }),
  fc.double({ noNaN: false }),
  fc.constantFrom(0, -0, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 31, 2 ** 63),
);

/** Any JSON value, nested, of any type: the "wrong type" case of every field. */
const anyJson = fc.jsonValue({ maxDepth: 4 });

/** A value of the schema's type with hostile contents, or (1 time in 4) any JSON value. */
function valueOf(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return anyJson;
  const typed = typedValueOf(schema, depth);
  return fc.oneof({ weight: 3, arbitrary: typed }, { weight: 1, arbitrary: anyJson });
}

function typedValueOf(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const branches = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (branches && branches.length > 0)
    return fc.oneof(...branches.map((branch) => valueOf(branch, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(
        Object.entries(properties).map(([name, child]) => [name, valueOf(child, depth + 1)]),
      );
      const required = (schema.required ?? []).filter((name) => name in model);
      return fc.oneof(
        { weight: 3, arbitrary: fc.record(model, { requiredKeys: required }) },
        { weight: 1, arbitrary: fc.record(model, { requiredKeys: [] }) },
        {
          weight: 1,
          arbitrary: fc
            .tuple(
              fc.record(model, { requiredKeys: required }),
              fc.dictionary(fc.string(), anyJson, { maxKeys: 3 }),
            )
            .map(([known, extra]) => ({ ...extra, ...known })),
        },
      );
    }
    case 'array':
      return fc.oneof(
        fc.array(valueOf(schema.items, depth + 1), { maxLength: 4 }),
        fc.array(valueOf(schema.items, depth + 1), { minLength: 200, maxLength: 300 }),
      );
    case 'integer':
    case 'number':
      return anyNumber;
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'string':
      if (schema.format === 'uuid') return fc.oneof(fc.uuid(), knownIdArbitrary(), anyString);
      return anyString;
    default:
      return anyJson;
  }
}

const paramPattern = /:([A-Za-z0-9_]+)|\*$/g;

interface FuzzRequest {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body:
    { kind: 'json'; value: unknown } | { kind: 'raw'; contentType: string; text: string } | { kind: 'none' };
  token: string;
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

/** A query string of the generated values: arrays repeat the key, objects go as JSON. */
function queryString(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value.slice(0, 5)) search.append(name, asText(item));
    else search.append(name, asText(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function urlOf(route: RouteTableEntry, params: Record<string, unknown>): string {
  return route.url.replace(paramPattern, (_match, name: string | undefined) => {
    const text = asText(params[name ?? '*']).slice(0, 300);
    return encodeURIComponent(text || 'x');
  });
}

function requestArbitrary(route: RouteTableEntry, tokens: string[]): fc.Arbitrary<FuzzRequest> {
  const paramNames = [...route.url.matchAll(paramPattern)].map((match) => match[1] ?? '*');
  const paramsSchema = jsonSchemaOf(route.schema?.params);
  const params = fc.record(
    Object.fromEntries(paramNames.map((name) => [name, valueOf(paramsSchema?.properties?.[name])])),
  );
  const querySchema = jsonSchemaOf(route.schema?.querystring);
  const query = querySchema?.properties
    ? (valueOf(querySchema, 1).map((value) =>
        value !== null && typeof value === 'object' && !Array.isArray(value) ? value : { x: value },
      ) as fc.Arbitrary<Record<string, unknown>>)
    : fc.dictionary(fc.string({ maxLength: 8 }), anyJson, { maxKeys: 3 });
  const withBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method);
  const bodySchema = jsonSchemaOf(route.schema?.body);
  const body: fc.Arbitrary<FuzzRequest['body']> = withBody
    ? fc.oneof(
        {
          weight: 5,
          arbitrary: valueOf(bodySchema ?? undefined).map((value) => ({ kind: 'json' as const, value })),
        },
        {
          weight: 1,
          arbitrary: fc.record({
            kind: fc.constant('raw' as const),
            contentType: fc.constantFrom(
              'application/json',
              'text/plain',
              'multipart/form-data; boundary=fuzz',
              'multipart/form-data',
              'application/x-www-form-urlencoded',
              'application/octet-stream',
              'image/png',
            ),
            text: fc.oneof(fc.string({ unit: 'binary', maxLength: 200 }), hostileStrings),
          }),
        },
        { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
      )
    : fc.constant({ kind: 'none' as const });
  return fc.record({ params, query, body, token: fc.constantFrom(...tokens) });
}

/**
 * Whether the route is a page a person reads (sign-in, connect, callbacks, the bracket embed): the contract gives it
 * no JSON object answer, and it answers a refusal with an HTML page (`text/html`) rather than the JSON error shape.
 */
function isPage(route: RouteTableEntry): boolean {
  const definition = contract[`${route.method} ${route.url}`];
  if (!definition) return false;
  const answers = Object.values(definition.response ?? {}).map((schema) => jsonSchemaOf(schema));
  return answers.length > 0 && answers.every((answer) => answer?.type !== 'object');
}

function problemWith(response: LightMyRequestResponse, page: boolean): string | null {
  const status = response.statusCode;
  if (status >= 500) return `answered ${status}: ${response.body.slice(0, 300)}`;
  if (status < 400) return null;
  if (page && String(response.headers['content-type'] ?? '').startsWith('text/html')) return null;
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return `answered ${status} without JSON: ${response.body.slice(0, 200)}`;
  }
  const parsed = errorBody.safeParse(body);
  return parsed.success ? null : `answered ${status} outside the error shape: ${response.body.slice(0, 200)}`;
}

const contract = endpoints as Record<string, EndpointDefinition>;

/** About how many bytes a socket.io frame of `value` takes. */
function frameSize(value: unknown): number {
  if (Buffer.isBuffer(value)) return value.length;
  try {
    return JSON.stringify(value)?.length ?? 0;
  } catch {
    return 0;
  }
}

describe('property-based fuzzing (fast-check)', () => {
  let t: TestApp;
  let baseUrl: string;
  const opened: Socket[] = [];
  /**
   * A socket on its own connection (`forceNew`): socket.io-client otherwise shares one connection, and the
   * handshake query of the first socket, between the namespaces of a host.
   */
  const sockets = {
    open(url: string, options: { token?: string; query?: Record<string, string> } = {}): Socket {
      const socket = io(url, {
        forceNew: true,
        transports: ['websocket'],
        auth: options.token ? { token: options.token } : {},
        query: options.query ?? {},
        reconnection: false,
        extraHeaders: { origin: TEST_PORTAL_ORIGIN },
      });
      opened.push(socket);
      return socket;
    },
    disconnectAll(): void {
      for (const socket of opened) socket.disconnect();
    },
  };
  const tokens: Record<string, string> = {};

  before(async () => {
    t = await createTestApp();
    baseUrl = await listenOnFreePort(t.app);
    for (const key of ['falcon', 'layla', 'admin', 'nour', 'newcomer']) tokens[key] = await t.tokenFor(key);
    const ids = await Promise.all([
      t.db.selectFrom('tournaments').select('id').limit(4).execute(),
      t.db.selectFrom('teams').select('id').limit(3).execute(),
      t.db.selectFrom('bug_reports').select('id').limit(2).execute(),
      t.db.selectFrom('notifications').select('id').limit(2).execute(),
      t.db.selectFrom('posts').select('id').limit(2).execute(),
      t.db.selectFrom('bracket_matches').select('id').limit(3).execute(),
    ]);
    knownIds = [
      ...ids.flat().map((row) => String(row.id)),
      seedPlayer('falcon').id,
      seedPlayer('layla').id,
      seedPlayer('omar').id,
    ];
  });
  after(async () => {
    sockets.disconnectAll();
    await t.close();
  });

  test('every route: generated params, query and body never answer 5xx; every 4xx is the error shape', async (context) => {
    context.diagnostic(`seed ${SEED} (replay with FUZZ_SEED=${SEED}), ${RUNS} runs per route`);
    const routes = t.app.routeTable.filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS');
    assert.ok(routes.length > 50, `the route table lists the API's routes (${routes.length})`);
    const problems: string[] = [];
    let requests = 0;
    for (const route of routes) {
      const auth = contract[`${route.method} ${route.url}`]?.auth;
      const page = isPage(route);
      const routeTokens = route.url.endsWith('/deactivate')
        ? // Deactivating signs the player out of every later request: a player the fuzzing uses nowhere else.
          [tokens.newcomer]
        : route.url.endsWith('/logout')
          ? // Signing out revokes the token sent: tokens of its own (each token has its own id).
            await Promise.all([1, 2, 3, 4].map(() => t.tokenFor('falcon')))
          : auth === 'staff'
            ? [tokens.admin]
            : auth === 'user'
              ? [tokens.falcon, tokens.layla, tokens.admin]
              : [tokens.falcon, tokens.admin, ''];
      const details = await fc.check(
        fc.asyncProperty(requestArbitrary(route, routeTokens), async (fuzz) => {
          requests += 1;
          const headers: Record<string, string> = fuzz.token ? { authorization: `Bearer ${fuzz.token}` } : {};
          let payload: string | undefined;
          if (fuzz.body.kind === 'json') {
            payload = JSON.stringify(fuzz.body.value) ?? 'null';
            headers['content-type'] = 'application/json';
          } else if (fuzz.body.kind === 'raw') {
            payload = fuzz.body.text;
            headers['content-type'] = fuzz.body.contentType;
          }
          const response = await t.app.inject({
            method: route.method as 'GET',
            url: `${urlOf(route, fuzz.params)}${queryString(fuzz.query)}`,
            headers,
            ...(payload === undefined ? {} : { payload }),
          });
          const problem = problemWith(response, page);
          if (problem) throw new Error(problem);
        }),
        { numRuns: RUNS, seed: SEED, interruptAfterTimeLimit: 20_000, markInterruptAsFailure: false },
      );
      if (details.failed) {
        const example = JSON.stringify(details.counterexample?.[0])?.slice(0, 400);
        const cause =
          details.errorInstance instanceof Error
            ? details.errorInstance.message
            : String(details.errorInstance);
        problems.push(
          `${route.method} ${route.url}: ${cause.slice(0, 300)}\n  counterexample ${example}\n  FUZZ_SEED=${details.seed} path ${details.counterexamplePath}`,
        );
      }
    }
    context.diagnostic(`${requests} requests over ${routes.length} routes`);
    assert.deepEqual(problems, [], `seed ${SEED}`);
  });

  test('every socket event: arbitrary payloads never crash the server, answers keep the contract shape, the connection stays usable', async (context) => {
    context.diagnostic(`seed ${SEED} (replay with FUZZ_SEED=${SEED}), ${SOCKET_RUNS} runs per event`);
    // A fresh app and fresh tokens: the route fuzzing above may have signed players out, and cancelled or deleted
    // the seeded tournaments the sockets join (as the admin, on the known ids; FUZZ_SEED=279612104 did).
    sockets.disconnectAll();
    await t.close();
    t = await createTestApp();
    baseUrl = await listenOnFreePort(t.app);
    for (const key of ['falcon', 'layla', 'admin', 'nour', 'newcomer']) tokens[key] = await t.tokenFor(key);
    // A live bracket match (the admin may join any match chat) and a ticket of falcon's (its owner may join).
    const match = await t.db
      .selectFrom('bracket_matches')
      .innerJoin('bracket_stages', 'bracket_stages.id', 'bracket_matches.stage_id')
      .select('bracket_matches.id')
      .where('bracket_stages.tournament_id', '=', seedId('tournament', 'sands-of-valor'))
      .executeTakeFirstOrThrow();
    const created = await t.request({
      method: 'POST',
      url: '/v1/discord/create-ticket',
      token: tokens.falcon,
      payload: {
        subject: 'Fuzz',
        description: 'Fuzzing the support chat',
        tournament_id: seedId('tournament', 'desert-storm-1v1'),
      },
    });
    assert.equal(created.statusCode, 201, created.body);
    const ticket = created.json().data as { ticketId: string; channelId: string };
    const joins: Record<string, { token: string; query: Record<string, string> }> = {
      '/tournament': {
        token: tokens.falcon,
        query: { tournament_id: seedId('tournament', 'sands-of-valor') },
      },
      '/match-chat': {
        token: tokens.admin,
        query: { match_id: String(match.id), match_type: 'BracketMatch' },
      },
      '/support-chat': {
        token: tokens.falcon,
        query: { ticket_id: ticket.ticketId, channel_id: ticket.channelId },
      },
      '/notifications': { token: tokens.falcon, query: { lang: 'ar' } },
    };
    const namespaces = Object.keys(socketChannels) as (keyof typeof socketChannels)[];
    assert.deepEqual(
      namespaces.filter((namespace) => !joins[namespace]),
      [],
      'a join for every namespace',
    );

    const health = async () => (await t.request({ method: 'GET', url: '/health' })).statusCode;
    const problems: string[] = [];
    let events = 0;
    for (const namespace of namespaces) {
      const channel = socketChannels[namespace];
      const socket: Socket = sockets.open(`${baseUrl}${namespace}`, joins[namespace]);
      let disconnectReason = '';
      socket.on('disconnect', (reason) => (disconnectReason += ` ${reason}`));
      socket.on(
        'chat_error',
        (failure: unknown) => (disconnectReason += ` chat_error ${JSON.stringify(failure)}`),
      );
      await connected(socket);
      const clientEvents = Object.entries(channel.clientEvents) as [
        string,
        { payload: ZodType; ack?: ZodType },
      ][];
      // Events the contract declares, plus one it does not (every namespace must ignore unknown events).
      const targets: [string, { payload: ZodType | null; ack?: ZodType }][] = [
        ...clientEvents,
        ['NOT_AN_EVENT', { payload: null }],
      ];
      for (const [event, definition] of targets) {
        const payloadSchema = definition.payload ? jsonSchemaOf(definition.payload) : null;
        const payload = fc
          .oneof(
            { weight: 4, arbitrary: valueOf(payloadSchema ?? undefined) },
            {
              weight: 1,
              arbitrary: fc.anything({ maxDepth: 3 }).map((value) => (value === undefined ? null : value)),
            },
            { weight: 1, arbitrary: fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)) },
          )
          // Frames over socket.io's `maxHttpBufferSize` (1 MB) close the connection by design: tested apart below.
          .map((value) => (frameSize(value) < 900_000 ? value : { oversize: true }));
        const details = await fc.check(
          fc.asyncProperty(payload, fc.boolean(), async (value, withAck) => {
            events += 1;
            if (!socket.connected) throw new Error(`the socket was disconnected (${disconnectReason})`);
            if (!definition.ack || !withAck) {
              socket.emit(event, value);
              return;
            }
            const answer: unknown = await socket.timeout(5_000).emitWithAck(event, value);
            const parsed = chatAnswer.safeParse(answer);
            if (!parsed.success)
              throw new Error(`acknowledged outside the contract: ${JSON.stringify(answer)}`);
            if (!parsed.data.ok && parsed.data.code >= 5000)
              throw new Error(`acknowledged a server error: ${JSON.stringify(answer)}`);
          }),
          {
            numRuns: SOCKET_RUNS,
            seed: SEED,
            interruptAfterTimeLimit: 20_000,
            markInterruptAsFailure: false,
          },
        );
        if (details.failed) {
          const cause =
            details.errorInstance instanceof Error
              ? details.errorInstance.message
              : String(details.errorInstance);
          problems.push(
            `${namespace} ${event}: ${cause.slice(0, 300)}\n  counterexample ${JSON.stringify(details.counterexample)?.slice(0, 300)}\n  FUZZ_SEED=${details.seed}`,
          );
        }
      }
      // Still usable: connected, and a declared event still gets its acknowledgement.
      await new Promise((resolve) => setTimeout(resolve, 100));
      if (!socket.connected) problems.push(`${namespace}: disconnected by the fuzzing (${disconnectReason})`);
      for (const [event, definition] of clientEvents) {
        if (!definition.ack) continue;
        const answer = await socket
          .timeout(5_000)
          .emitWithAck(event, { content: 'still here' })
          .catch((error: unknown) => error);
        if (!chatAnswer.safeParse(answer).success)
          problems.push(`${namespace} ${event}: no answer after fuzzing (${String(answer)})`);
      }
      socket.disconnect();
    }

    // A frame over 1 MB closes that one connection (socket.io's limit); the server and other sockets carry on.
    const big = sockets.open(`${baseUrl}/match-chat`, joins['/match-chat']);
    await connected(big);
    const closed = new Promise<string>((resolve) => big.once('disconnect', resolve));
    big.emit('CHAT_MESSAGE', { messageType: 'text', content: 'x'.repeat(2_000_000) });
    const reason = await closed;
    if (reason !== 'transport close') problems.push(`oversize frame: ${reason}`);
    const after = sockets.open(`${baseUrl}/match-chat`, joins['/match-chat']);
    await connected(after);
    after.disconnect();

    // Handshakes: arbitrary queries and auth never crash the server either.
    const handshakes = fc.record({
      namespace: fc.constantFrom(...namespaces),
      query: fc.dictionary(
        fc.constantFrom(
          'tournament_id',
          'match_id',
          'match_type',
          'ticket_id',
          'channel_id',
          'lang',
          'user_id',
          'x',
        ),
        anyString,
        { maxKeys: 4 },
      ),
      token: fc.constantFrom(tokens.falcon, tokens.nour, 'garbage', ''),
    });
    const handshakeDetails = await fc.check(
      fc.asyncProperty(handshakes, async ({ namespace, query, token }) => {
        events += 1;
        const socket = sockets.open(`${baseUrl}${namespace}`, { token: token || undefined, query });
        await new Promise<void>((resolve) => {
          const done = () => resolve();
          socket.once('connect_error', done);
          socket.once('connect', () => setTimeout(done, 30));
          setTimeout(done, 3_000);
        });
        socket.disconnect();
      }),
      { numRuns: 40, seed: SEED, interruptAfterTimeLimit: 15_000, markInterruptAsFailure: false },
    );
    if (handshakeDetails.failed) problems.push(`handshake: ${String(handshakeDetails.errorInstance)}`);
    assert.equal(await health(), 200, 'the server still answers after the socket fuzzing');
    context.diagnostic(`${events} socket events and handshakes over ${namespaces.length} namespaces`);
    assert.deepEqual(problems, [], `seed ${SEED}`);
  });
});
