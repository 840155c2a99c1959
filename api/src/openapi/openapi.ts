import { createRequire } from 'node:module';
import { ErrorCode, errorDefinitions, type ErrorCodeName } from '@arena/contract';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { IMAGE_FIELD } from '../modules/uploads/uploads-service.js';

/** Where the browsable API page is served. */
export const DOCS_PREFIX = '/docs';
/** Where the OpenAPI document is served. */
export const OPENAPI_PATH = '/openapi.json';

const require = createRequire(import.meta.url);
const { version } = require('../../package.json') as { version: string };

type JsonObject = Record<string, unknown>;

const SCHEMA_REF = '#/components/schemas/';

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

/**
 * The zod type provider's transform, plus the error answer every documented call may give and the form of
 * uploads.
 */
const transform: typeof zodTransform = (input) => {
  const output = zodTransform(input);
  const schema = output.schema as JsonObject & { hide?: boolean; response?: JsonObject; consumes?: string[] };
  if (!schema || schema.hide) return output;
  const isUpload = schema.consumes?.includes('multipart/form-data') && !schema.body;
  return {
    ...output,
    schema: {
      ...schema,
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
 * The zod transform writes each `.meta({ id })` schema twice, as answered (`Team`) and as sent (`TeamInput`);
 * the sent copy stays only where a request refers to it.
 */
const withoutUnusedInputSchemas: typeof jsonSchemaTransformObject = (input) => {
  const document = jsonSchemaTransformObject(input) as JsonObject & { components?: { schemas?: JsonObject } };
  const schemas = document.components?.schemas ?? {};
  const isUnpairedOrOutput = (name: string) => !(name.endsWith('Input') && name.slice(0, -5) in schemas);
  const used = new Set<string>();
  referencedSchemas(document.paths, used);
  for (const [name, schema] of Object.entries(schemas)) {
    if (isUnpairedOrOutput(name)) referencedSchemas(schema, used);
  }
  const kept = Object.entries(schemas).filter(([name]) => isUnpairedOrOutput(name) || used.has(name));
  return {
    ...document,
    components: { ...document.components, schemas: Object.fromEntries(kept) },
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
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform,
    transformObject: withoutUnusedInputSchemas,
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
