import { endpoints, errorBody, type Answer, type ApiEndpoint, type SuccessStatus } from '@arena/contract';
import { z } from 'zod';

export { errorBody };

/** Parses `value` with `schema`, failing with every issue listed (for `assert`-style use in tests). */
export function expectShape<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success)
    throw new Error(`Answer does not match the contract:\n${z.prettifyError(result.error)}`);
  return result.data;
}

/**
 * Parses an answer with the contract's response schema of `key` for `status` (200 unless said), failing with every
 * issue listed. The serializer already holds answers to the schema; this reads them back as the caller does.
 *
 * @example const { data } = expectAnswer('GET /v1/teams/me', response.json());
 */
export function expectAnswer<K extends ApiEndpoint>(
  key: K,
  body: unknown,
  status: SuccessStatus = 200,
): Answer<K> {
  const schema = (endpoints[key].response as Partial<Record<SuccessStatus, z.ZodType>>)[status];
  if (!schema) throw new Error(`${key} declares no answer for status ${status}`);
  return expectShape(schema, body) as Answer<K>;
}
