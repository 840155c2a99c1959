import { isApiError } from '@arena/shared-kit';

/**
 * The fields a 400 names (`details.fields`: `en.title`, `image.en`), as the API names them; empty for any other
 * failure. The server's English words about them are for logs: a form says what is wrong in its own.
 */
export function badRequestFields(error: unknown): string[] {
  if (!isApiError(error) || error.status !== 400) return [];
  const fields = error.details?.fields;
  return fields && typeof fields === 'object' ? Object.keys(fields) : [];
}

/**
 * The form's fields a 400 names, each once with what is wrong with it, in the order the API named them (a form
 * marks them and focuses the first). `fieldOf` maps the API's path to the form's field (null: not on this form);
 * `problemOf` says what is wrong with a field, usually the form's own check of its value, else a general
 * "refused". Empty for any other failure.
 *
 * @example
 * const own = newsFormProblems(values);
 * const problems = badRequestFieldProblems(error, formFieldOfServerPath, (field) => own.get(field) ?? 'refused');
 */
export function badRequestFieldProblems<Field, Problem>(
  error: unknown,
  fieldOf: (apiPath: string) => Field | null | undefined,
  problemOf: (field: Field) => Problem,
): Map<Field, Problem> {
  const problems = new Map<Field, Problem>();
  for (const name of badRequestFields(error)) {
    const field = fieldOf(name);
    if (field != null && !problems.has(field)) problems.set(field, problemOf(field));
  }
  return problems;
}
