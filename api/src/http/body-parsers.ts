import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiError } from '../errors.js';
import { MAX_JSON_DEPTH } from './limits.js';

/**
 * Whether the JSON text nests arrays and objects deeper than `limit`: one pass over the characters that counts
 * brackets outside strings, so it costs microseconds where parsing, walking and validating a deeply nested body
 * costs the event loop hundreds of milliseconds (issue 27). Malformed text is left to the parser.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c)
        index += 1; // a backslash escapes the next character
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x5b || code === 0x7b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (code === 0x5d || code === 0x7d) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * JSON bodies, where an empty body counts as no body: the portal sends `Content-Type: application/json`
 * without a body on some calls (P2 §7, mission verify). A body nested deeper than `MAX_JSON_DEPTH` is refused
 * with 400 `{code: 4000, details: {reason: 'jsonTooDeep', maxDepth}}` before it is parsed.
 */
export function registerJsonParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    (request: FastifyRequest, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') return done(null, undefined);
      if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
        return done(
          apiError('validation', {
            message: `The JSON body nests deeper than ${MAX_JSON_DEPTH} levels`,
            details: { location: 'body', reason: 'jsonTooDeep', maxDepth: MAX_JSON_DEPTH },
          }),
          undefined,
        );
      }
      parseJson(request, text, done);
    },
  );
}

/** `application/x-www-form-urlencoded` bodies as a plain object (last value wins); used by HTML forms. */
export function registerFormParser(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request: FastifyRequest, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      done(null, Object.fromEntries(new URLSearchParams(text)));
    },
  );
}
