import { createRequire } from 'node:module';
import {
  endpoints,
  ErrorCode,
  errorDefinitions,
  operationIdOf,
  type ApiEndpoint,
  type EndpointDefinition,
  type ErrorCodeName,
  type RefusalStatus,
} from '@arena/contract';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { IMAGE_FIELD } from '../http/limits.js';

/** Where the browsable API page is served. */
export const DOCS_PREFIX = '/docs';
/** Where the OpenAPI document is served. */
export const OPENAPI_PATH = '/openapi.json';

const require = createRequire(import.meta.url);
const { version } = require('../../package.json') as { version: string };

type JsonObject = Record<string, unknown>;

const SCHEMA_REF = '#/components/schemas/';
const RESPONSE_REF = '#/components/responses/';

/** The error codes as a Markdown table, for the document's description. */
function errorCodeTable(): string {
  const rows = (Object.keys(ErrorCode) as ErrorCodeName[]).map(
    (name) => `| ${ErrorCode[name]} | ${errorDefinitions[name].status} | ${errorDefinitions[name].message} |`,
  );
  return ['| Code | HTTP status | Default message |', '| --- | --- | --- |', ...rows].join('\n');
}

const DESCRIPTION = `The portal's API, generated from its contract (\`@arena/contract\`).

Protected calls take \`Authorization: Bearer <JWT>\` (the sign-in stand-in at \`/auth/signin\` gives one).
Authentication comes before validation: a protected call without a valid token answers 401, whatever its body.

Every error answers \`{ code, message, details }\`. A refused request is 400 with code 4000 and
\`details: { location, fields }\` naming each field (\`location\` is \`body\`, \`query\` or \`params\`); a NUL
character in any string is refused that way.

Each operation lists the 4xx answers it can give: those of its shape (400 when it takes params, a query or a
body; 401 and 403 when it needs a token; 413 and 415 when it takes a body; 429 from its rate limit) and those of
its own checks, which the contract declares (\`refuses\`). Any call can also answer 5xx (\`default\`).

Staff operations (\`/v1/admin/...\`) name the staff roles they admit in their description; an admin may call every
one. The caller's roles are read from the database at each call, so a revoked role is refused at once (403, 4003).

${errorCodeTable()}
`;

const zodTransform = createJsonSchemaTransform({});

/** What an upload takes (`readImageUpload`); the handler reads it, so only the document declares it. */
const IMAGE_FORM = {
  type: 'object',
  properties: {
    [IMAGE_FIELD]: {
      type: 'string',
      format: 'binary',
      description: 'A PNG, JPEG, GIF or WebP image (checked by its bytes)',
    },
  },
  required: [IMAGE_FIELD],
};

/** A 4xx answer of the document: a shared response of `components.responses`, in the error shape. */
type DocumentedStatus = RefusalStatus | 401 | 429;

/** The shared 4xx answers (`components.responses`), each `{ code, message, details }`. */
const REFUSALS: Record<DocumentedStatus, { name: string; description: string }> = {
  400: {
    name: 'BadRequest',
    description:
      'The request was refused (4000): `details.location` and `details.fields` name each wrong field',
  },
  401: {
    name: 'Unauthorized',
    description:
      'No valid token: none came (3001), or it is invalid, expired, signed out or deactivated (3002)',
  },
  403: { name: 'Forbidden', description: 'The caller may not do this' },
  404: { name: 'NotFound', description: 'What the request names does not exist' },
  409: { name: 'Conflict', description: 'The request conflicts with the current state' },
  413: { name: 'PayloadTooLarge', description: 'The body is larger than the route reads (4013)' },
  415: { name: 'UnsupportedMediaType', description: 'The body is not of a type the route reads (4015)' },
  429: {
    name: 'TooManyRequests',
    description: 'Too many calls in the last minute (4029); `details.retryAfterMs` tells when to try again',
  },
};

/** The refusal of a page a browser opens (`htmlRefusals`): an HTML page, not the error shape. */
const REFUSED_PAGE = 'RefusedPage';

/** Where `transform` leaves an operation's refusals for `transformObject` (which removes the key). */
const REFUSALS_KEY = 'x-arena-refusals';

/** Each 4xx an operation can answer, with when (empty: the shared description says it all). */
type Refusals = Partial<Record<DocumentedStatus, string[]>>;

/** What `transform` leaves for `transformObject`: the refusals, and which of them are HTML pages. */
interface RefusalStash {
  refusals: Refusals;
  html: readonly RefusalStatus[];
}

/** 16 KB, 13.4 MB. */
function size(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  return megabytes >= 1 ? `${Number(megabytes.toFixed(1))} MB` : `${Math.round(bytes / 1024)} KB`;
}

/**
 * The 4xx answers of a contract endpoint: those its shape implies (inputs, auth, body, the route's rate limit and
 * body limit) and those it declares (`refuses`). A route that takes its validation error to answer it itself
 * (`attachValidation`, the browser pages) refuses a request only as it declares.
 */
function refusalsOf(
  definition: EndpointDefinition,
  route: { rateLimited: boolean; bodyLimit?: number; attachValidation?: boolean },
): Refusals {
  const refusals: Refusals = {};
  const add = (status: DocumentedStatus, when?: string) => {
    const list = (refusals[status] ??= []);
    if (when) list.push(when);
  };
  const takesBody = Boolean(definition.body || definition.multipart);
  if ((definition.params || definition.querystring || takesBody) && !route.attachValidation) add(400);
  if (definition.auth === 'user' || definition.auth === 'staff') {
    add(401);
    add(403, 'A banned account (1002)');
  }
  if (definition.auth === 'staff') add(403, `${staffRefusal(definition)} (4003)`);
  if (definition.body) {
    add(413, route.bodyLimit ? `A body over ${size(route.bodyLimit)} (4013)` : undefined);
    add(415);
  }
  if (definition.multipart) {
    add(413, 'A file over the upload limit (4013)');
    add(415, 'A file that is not an accepted image (4015)');
  }
  for (const [status, when] of Object.entries(definition.refuses ?? {})) {
    add(Number(status) as RefusalStatus, when);
  }
  if (route.rateLimited) add(429);
  return refusals;
}

/** Who may call: nobody needs a token (`[]`), a token is optional (`{}` or bearer), or a bearer token is needed. */
function securityOf(definition: EndpointDefinition): Record<string, string[]>[] {
  switch (definition.auth) {
    case 'public':
      return [];
    case 'optional':
      return [{}, { bearerAuth: [] }];
    case 'user':
    case 'staff':
      return [{ bearerAuth: [] }];
  }
}

/** The staff roles a staff endpoint admits, admin first: `admin, support`. */
function staffRolesText(definition: EndpointDefinition): string {
  return ['admin', ...(definition.staffRoles ?? [])].join(', ');
}

/** Whom a staff operation refuses: `Not an admin`, `Not staff with one of the roles admin, support`. */
function staffRefusal(definition: EndpointDefinition): string {
  if ((definition.staffRoles ?? []).length === 0) return 'Not an admin';
  return `Not staff with one of the roles ${staffRolesText(definition)}`;
}

/** The description of a staff operation: who may call it, checked against the database at each request. */
function staffDescription(definition: EndpointDefinition): { description: string } | Record<never, never> {
  if (definition.auth !== 'staff') return {};
  return { description: `Staff roles: ${staffRolesText(definition)}.` };
}

/**
 * The zod type provider's transform, plus what the contract says of each endpoint: its `operationId` (from its
 * key), `security`, its 4xx answers (left under `x-arena-refusals` for `transformObject`), the error answer every
 * documented call may give and the form of uploads.
 */
const transform: typeof zodTransform = (input) => {
  const output = zodTransform(input);
  const schema = output.schema as JsonObject & { hide?: boolean; response?: JsonObject; consumes?: string[] };
  if (!schema || schema.hide) return output;
  const isUpload = schema.consumes?.includes('multipart/form-data') && !schema.body;
  const route = input.route as {
    method: string | string[];
    config?: { rateLimit?: unknown };
    bodyLimit?: number;
    attachValidation?: boolean;
  };
  const key = `${String(route.method)} ${input.url}` as ApiEndpoint;
  const definition = (endpoints as Record<string, EndpointDefinition>)[key];
  return {
    ...output,
    schema: {
      ...schema,
      ...(definition
        ? {
            operationId: operationIdOf(key),
            ...staffDescription(definition),
            security: securityOf(definition),
            [REFUSALS_KEY]: {
              html: definition.htmlRefusals ?? [],
              refusals: refusalsOf(definition, {
                rateLimited: route.config?.rateLimit !== false,
                bodyLimit: route.bodyLimit,
                attachValidation: route.attachValidation,
              }),
            },
          }
        : {}),
      ...(isUpload ? { body: IMAGE_FORM } : {}),
      response: {
        ...schema.response,
        default: {
          description: 'An error: `{ code, message, details }` (see the error codes above)',
          $ref: `${SCHEMA_REF}ErrorBody`,
        },
      },
    },
  };
};

/** `['A banned account', 'Only the owner']` → `A banned account; only the owner`. */
function sentence(parts: readonly string[]): string {
  return parts
    .map((part, index) =>
      index > 0 && /^[A-Z][a-z]/.test(part) ? part[0].toLowerCase() + part.slice(1) : part,
    )
    .join('; ');
}

/** The responses of an operation's refusals: references to the shared ones, with when where it is known. */
function refusalResponses(stash: RefusalStash): JsonObject {
  const responses: JsonObject = {};
  for (const [status, whens] of Object.entries(stash.refusals) as [string, string[]][]) {
    const code = Number(status) as DocumentedStatus;
    const name = (stash.html as number[]).includes(code) ? REFUSED_PAGE : REFUSALS[code].name;
    responses[status] = {
      $ref: `${RESPONSE_REF}${name}`,
      ...(whens.length > 0 ? { description: sentence(whens) } : {}),
    };
  }
  return responses;
}

/** `components.responses`: the shared 4xx answers. */
function sharedResponses(): JsonObject {
  const errorContent = { 'application/json': { schema: { $ref: `${SCHEMA_REF}ErrorBody` } } };
  return {
    ...Object.fromEntries(
      Object.values(REFUSALS).map(({ name, description }) => [name, { description, content: errorContent }]),
    ),
    [REFUSED_PAGE]: {
      description: 'The page again, or an error page, saying what was refused (HTML)',
      content: { 'text/html': { schema: { type: 'string' } } },
    },
  };
}

/** Moves each operation's stashed refusals into its responses, after its success answers. */
function withRefusals(
  paths: Record<string, Record<string, JsonObject>>,
): Record<string, Record<string, JsonObject>> {
  return Object.fromEntries(
    Object.entries(paths).map(([path, item]) => [
      path,
      Object.fromEntries(
        Object.entries(item).map(([method, operation]) => {
          const {
            [REFUSALS_KEY]: stash,
            responses,
            ...rest
          } = operation as JsonObject & {
            responses?: JsonObject;
          };
          if (!stash) return [method, operation];
          const { default: fallback, ...answers } = responses ?? {};
          return [
            method,
            {
              ...rest,
              responses: {
                ...answers,
                ...refusalResponses(stash as RefusalStash),
                ...(fallback ? { default: fallback } : {}),
              },
            },
          ];
        }),
      ),
    ]),
  );
}

/** Every `#/components/schemas/<name>` that `value` refers to. */
function referencedSchemas(value: unknown, found: Set<string>): void {
  if (Array.isArray(value)) {
    for (const entry of value) referencedSchemas(entry, found);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string' && child.startsWith(SCHEMA_REF)) {
        found.add(child.slice(SCHEMA_REF.length));
      } else {
        referencedSchemas(child, found);
      }
    }
  }
}

/**
 * The zod transform writes each `.meta({ id })` schema twice, as answered (`Team`) and as sent (`TeamInput`), and
 * keeps every one it has seen; a schema stays only where an operation refers to it, directly or through another
 * (a body sent but never answered, like the publisher's game-end callback, keeps its sent copy only).
 */
const withoutUnusedSchemas: typeof jsonSchemaTransformObject = (input) => {
  const document = jsonSchemaTransformObject(input) as JsonObject & { components?: { schemas?: JsonObject } };
  const schemas = document.components?.schemas ?? {};
  const paths = withRefusals((document.paths ?? {}) as Record<string, Record<string, JsonObject>>);
  const responses = sharedResponses();
  const used = new Set<string>();
  referencedSchemas([paths, responses], used);
  for (let seen = 0; seen !== used.size;) {
    seen = used.size;
    for (const name of [...used]) referencedSchemas(schemas[name], used);
  }
  return {
    ...document,
    paths,
    components: {
      ...document.components,
      responses,
      schemas: Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name))),
    },
  } as ReturnType<typeof jsonSchemaTransformObject>;
};

function byKey<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * The document in a stable order: paths, the methods of each path and the component schemas sorted by name, so
 * the checked-in file changes only when the contract does (not when registration order does).
 */
export function normalizeOpenApi(document: Readonly<JsonObject>): JsonObject {
  const paths = (document.paths ?? {}) as Record<string, JsonObject>;
  const components = (document.components ?? {}) as JsonObject;
  return {
    ...document,
    paths: byKey(Object.fromEntries(Object.entries(paths).map(([path, item]) => [path, byKey(item)]))),
    components: { ...components, schemas: byKey((components.schemas ?? {}) as JsonObject) },
  };
}

/** The API document of a ready app (`api/openapi.json` holds it as `JSON.stringify(document, null, 2)`). */
export function openApiDocument(app: FastifyInstance): JsonObject {
  return normalizeOpenApi(app.swagger() as unknown as JsonObject);
}

/** The document as the checked-in file holds it: 2-space JSON and a trailing newline. */
export function openApiJson(app: FastifyInstance): string {
  return `${JSON.stringify(openApiDocument(app), null, 2)}\n`;
}

/**
 * Documents every route from its schemas (register before any route: the document is collected as routes are
 * added) and serves the document at `/openapi.json` and a browsable page at `/docs`. The contract's
 * `.meta({ id })` schemas become components; routes with `schema.hide` stay out.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'MENA Arena API', version, description: DESCRIPTION },
      // Relative: the paths are on the origin that serves this document (at /openapi.json), whichever portal it is.
      servers: [{ url: '/', description: 'The API that serves this document' }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform,
    transformObject: withoutUnusedSchemas,
  });

  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    uiConfig: { deepLinking: true, docExpansion: 'list', tryItOutEnabled: false },
    validatorUrl: false,
    transformSpecification: (document) => normalizeOpenApi(document),
    // swagger-ui's strict policy for its own pages, minus the upgrade to https (the API also runs on plain
    // http://localhost) and the online validator (validatorUrl is off).
    staticCSP: true,
    transformStaticCSP: (header) =>
      header.replace(' validator.swagger.io', '').replace(/\s*upgrade-insecure-requests;/, ''),
  });

  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => openApiDocument(app));
}
