import { set, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';

/** A problem that is a word: its own type and message, which the form says in the reader's language. */
export function wordError(problem: unknown): { type: string; message: string } {
  return { type: String(problem), message: String(problem) };
}

/**
 * A react-hook-form resolver made of a form's own checks: `problemsOf(values, context)` names each field in error
 * by its path (`en.title` for a nested one) with its problem, which becomes the field's error — by default the
 * problem itself as its type and message, so the form says it in the reader's language; `errorOf` shapes a problem
 * that is more than a word. No problem: the values go through as they are.
 *
 * @example
 * const resolver = problemsResolver(newsFormProblems);
 * useForm<NewsFormValues>({ defaultValues, resolver });
 */
export function problemsResolver<Values extends FieldValues, Problem = string, Context = undefined>(
  problemsOf: (values: Values, context: Context | undefined) => ReadonlyMap<string, Problem>,
  errorOf: (problem: Problem) => { type: string; message: string } = wordError,
): Resolver<Values, Context> {
  return (values, context) => {
    const problems = problemsOf(values, context);
    if (problems.size === 0) return { values, errors: {} };
    const errors: FieldErrors<Values> = {};
    for (const [path, problem] of problems) set(errors, path, errorOf(problem));
    return { values: {}, errors };
  };
}
