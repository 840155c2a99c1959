import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiError, apiError, isApiError } from '../errors.js';

type ValidationLocation = 'body' | 'querystring' | 'params' | 'headers';

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
  const names = Object.keys(fields);
  return apiError('validation', {
    message: `Invalid ${location === 'querystring' ? 'query' : location}: ${names.join(', ')}`,
    details: { location: location === 'querystring' ? 'query' : location, fields },
  });
}

/** Client mistakes Fastify itself detects (bad JSON, wrong content type, body too large...). */
function clientError(error: FastifyError): ApiError {
  const status = error.statusCode ?? 400;
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
