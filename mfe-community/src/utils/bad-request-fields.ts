import { isApiError } from '@arena/shared-kit';

/**
 * The fields a 400 names (`details.fields`: `en.title`, `image.en`), for a form to mark them; empty for any other
 * failure. The server's English words about them are for logs: the form says what is wrong in its own.
 */
export function badRequestFields(error: unknown): string[] {
  if (!isApiError(error) || error.status !== 400) return [];
  const fields = error.details?.fields;
  return fields && typeof fields === 'object' ? Object.keys(fields) : [];
}
