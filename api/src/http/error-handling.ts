import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiError, apiError, isApiError } from '../errors.js';
import { MAX_PARAM_LENGTH, MULTIPART_LIMITS } from './limits.js';

type ValidationLocation = 'body' | 'querystring' | 'params' | 'headers';

/** Where a refused field was, as answers name it (`query` rather than Fastify's `querystring`). */
export type FieldLocation = 'body' | 'query' | 'params' | 'headers';

/**
 * 400 `{code: 4000, message: "Invalid body: name, tag", details: {location, fields}}`, where `fields` maps each
 * offending field to what is wrong with it.
 */
export function invalidFields(location: FieldLocation, fields: Record<string, string>): ApiError {
  return apiError('validation', {
    message: `Invalid ${location}: ${Object.keys(fields).join(', ')}`,
    details: { location, fields },
  });
}

/** `query.limit`-style field names from a validation issue path (`/limit`, `/translations/0/title`). */
function fieldName(instancePath: string, location: ValidationLocation): string {
  const path = instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
  return path || location;
}

/**
 * Turns a schema validation failure into 400 `{code: 4000, message, details: {location, fields}}`, where
 * `fields` maps each offending field to what is wrong with it.
 */
export function validationError(error: FastifyError): ApiError {
  const location = (error.validationContext ?? 'body') as ValidationLocation;
  const fields: Record<string, string> = {};
  if (hasZodFastifySchemaValidationErrors(error)) {
    for (const issue of error.validation) {
      const name = fieldName(issue.instancePath, location);
      const message = issue.message ?? 'Invalid value';
      fields[name] = fields[name] ? `${fields[name]}; ${message}` : message;
    }
  } else {
    for (const issue of error.validation ?? []) {
      const name = fieldName(issue.instancePath ?? '', location);
      fields[name] = issue.message ?? 'Invalid value';
    }
  }
  return invalidFields(location === 'querystring' ? 'query' : location, fields);
}

const MULTIPART_LIMIT_ERRORS: Record<string, { what: string; limit: number }> = {
  FST_FILES_LIMIT: { what: 'files', limit: MULTIPART_LIMITS.files },
  FST_FIELDS_LIMIT: { what: 'fields', limit: MULTIPART_LIMITS.fields },
  FST_PARTS_LIMIT: { what: 'parts', limit: MULTIPART_LIMITS.parts },
};

/**
 * 413 (4013) saying what a `multipart/form-data` body had too many of, when `error` is one of the multipart
 * parser's count limits (`MULTIPART_LIMITS`); null for any other error.
 */
export function multipartLimitError(error: unknown): ApiError | null {
  const code = (error as { code?: unknown } | null)?.code;
  const exceeded = typeof code === 'string' ? MULTIPART_LIMIT_ERRORS[code] : undefined;
  if (!exceeded) return null;
  return apiError('payloadTooLarge', {
    message: `Too many ${exceeded.what} in the form: at most ${exceeded.limit}`,
    details: { reason: code, limit: exceeded.limit },
  });
}

/** Client mistakes Fastify itself detects (bad JSON, wrong content type, body too large...). */
function clientError(error: FastifyError): ApiError {
  const status = error.statusCode ?? 400;
  const tooMany = multipartLimitError(error);
  if (tooMany) return tooMany;
  if (status === 413) return apiError('payloadTooLarge');
  if (status === 415) return apiError('unsupportedMediaType', { message: error.message });
  if (status === 429) return apiError('rateLimited');
  return apiError('validation', {
    message: error.message,
    statusCode: status,
    details: { reason: error.code },
  });
}

function send(reply: FastifyReply, error: ApiError): FastifyReply {
  return reply.status(error.statusCode).type('application/json; charset=utf-8').send(error.toBody());
}

/**
 * Fastify's `frameworkErrors` option: what the router refuses before any route or hook runs, in the one error
 * shape. A malformed percent-encoding in the path is a 400; a path parameter over `MAX_PARAM_LENGTH` a 414 (the
 * path is not echoed back: it may be kilobytes long).
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (error.code === 'FST_ERR_BAD_URL') {
    send(
      reply,
      apiError('validation', {
        message: 'Malformed URL: the path is not valid percent-encoding',
        details: { location: 'path', reason: error.code },
      }),
    );
    return;
  }
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    send(
      reply,
      apiError('validation', {
        message: `A path parameter is longer than ${MAX_PARAM_LENGTH} characters`,
        statusCode: 414,
        details: { location: 'params', reason: error.code, maxLength: MAX_PARAM_LENGTH },
      }),
    );
    return;
  }
  request.log.error({ err: error }, 'router failed');
  send(reply, apiError('internal'));
}

/**
 * Fastify's `clientErrorHandler` option: what Node's HTTP parser refuses before Fastify sees a request (headers or
 * URL over Node's 16 KB limit, a timeout, a malformed request), written to the socket in the one error shape.
 */
export function answerClientError(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Duplex,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'The request took too long to arrive']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'The request headers or URL are too large']
        : [400, 'Malformed HTTP request'];
  const body = JSON.stringify(
    apiError('validation', { message, statusCode: status, details: { reason: error.code ?? null } }).toBody(),
  );
  this.log.trace({ err: error }, 'client error');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nX-Content-Type-Options: nosniff\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** Postgres SQLSTATEs of a server that is gone or refusing sessions: class 08, shutdown (57P0x), too many clients. */
const UNAVAILABLE_SQLSTATES = /^(08...|57P0[1-3]|53300)$/;
/** Node socket errors while connecting to or talking with the database server. */
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EAI_AGAIN',
  'ENOENT',
]);
/** What `pg` throws when a connection drops or the pool cannot get one in `connectionTimeoutMillis`. */
const UNAVAILABLE_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Query read timeout|Connection is closed)/;

/**
 * Whether `error` (or one of its causes) says the database cannot be reached right now — a server restarting, a
 * dropped connection, a pool that could not connect in time — rather than anything about the request.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, syscall, message } = current as { code?: unknown; syscall?: unknown; message?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_SQLSTATES.test(code)) return true;
    // Only socket errors of a connection: an ENOENT reading a file is not the database.
    if (
      typeof code === 'string' &&
      UNAVAILABLE_SOCKET_CODES.has(code) &&
      (syscall === 'connect' || code !== 'ENOENT')
    ) {
      return true;
    }
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Seconds a client should wait before retrying after a 503 (a Postgres restart takes a few). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * 503 (code 5000) `{message: "The service is briefly unavailable..."}` for a request that failed because the
 * database could not be reached; the client may retry (`Retry-After`).
 */
export function databaseUnavailableError(): ApiError {
  return apiError('internal', {
    statusCode: 503,
    message: 'The service is briefly unavailable, please try again in a few seconds',
    details: { reason: 'databaseUnavailable', retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS },
  });
}

/**
 * One error shape for every failure: `{code, message, details}`. Client mistakes never become a 500;
 * anything unexpected is logged and answered as 500 code 5000 without internals.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((thrown: Error, request: FastifyRequest, reply: FastifyReply) => {
    if (isApiError(thrown)) {
      const error = thrown;
      if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      return send(reply, error);
    }
    const error = thrown as FastifyError;
    if (error.validation) return send(reply, validationError(error));
    if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      return send(reply, clientError(error));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return send(reply, databaseUnavailableError());
    }
    request.log.error({ err: error }, 'unexpected error');
    return send(reply, apiError('internal'));
  });

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) =>
    send(
      reply,
      apiError('notFound', {
        message: 'Route not found',
        details: { method: request.method, path: request.url.split('?')[0] },
      }),
    ),
  );
}
