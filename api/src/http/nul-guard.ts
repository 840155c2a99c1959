import { NUL_MESSAGE } from '@arena/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invalidFields, type FieldLocation } from './error-handling.js';

/** Answers name at most this many fields; a body full of NUL characters needs no longer list. */
const MAX_NAMED_FIELDS = 20;

/** Objects and arrays of parsed input (the query parser's objects have their own null-prototype class). */
function isWalkable(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return false;
  return typeof (value as { pipe?: unknown }).pipe !== 'function';
}

/**
 * The paths (`translations.0.title`) of the strings and keys in `value` that hold a NUL character. Walks with its
 * own stack, so a deeply nested JSON body cannot overflow the call stack; buffers and streams are not walked.
 */
export function fieldsWithNul(value: unknown, root: string): string[] {
  const found: string[] = [];
  const pending: { value: unknown; path: string; badKey?: true }[] = [{ value, path: '' }];
  while (pending.length > 0 && found.length < MAX_NAMED_FIELDS) {
    const { value: current, path, badKey } = pending.pop()!;
    if (badKey) {
      found.push(path);
    } else if (typeof current === 'string') {
      if (current.includes('\u0000')) found.push(path || root);
    } else if (isWalkable(current)) {
      const entries = Object.entries(current);
      // Pushed in reverse, so fields are named in the order they came.
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, child] = entries[index];
        const childPath = path ? `${path}.${key}` : key;
        pending.push(
          key.includes('\u0000')
            ? { value: null, path: childPath, badKey: true }
            : { value: child, path: childPath },
        );
      }
    }
  }
  return found;
}

function refuseNul(location: FieldLocation, value: unknown): void {
  const fields = fieldsWithNul(value, location);
  if (fields.length === 0) return;
  throw invalidFields(location, Object.fromEntries(fields.map((field) => [field, NUL_MESSAGE])));
}

/**
 * Refuses a NUL character (`\u0000`) anywhere in the path parameters, the query or the parsed body of any route,
 * with 400 `{code: 4000, details: {location, fields: {<field>: 'must not contain the NUL character'}}}`.
 * Postgres cannot store it, so it must never reach a query. The contract's `text()` refuses it too; this guard
 * also covers routes without a schema and fields a schema does not name. It runs on `preValidation`: after
 * authentication (`onRequest`), so a call without a valid token stays a 401, and before the schemas.
 *
 * Multipart bodies are read by their handler, after this hook; they only ever keep the image bytes.
 */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    if (request.is404) return;
    refuseNul('params', request.params);
    refuseNul('query', request.query);
    refuseNul('body', request.body);
  });
}
