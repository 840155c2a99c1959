import { toast } from '@arena/shared-kit';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldPath, type FieldValues } from 'react-hook-form';
import { badRequestFieldProblems } from './bad-request-fields';
import { useFocusFirstError } from './focus-first-error';
import { problemsResolver, wordError } from './problems-resolver';

export interface DeskFormOptions<Values extends FieldValues, Problem, Context> {
  /** The values to start from (a stored record's, or a new one's); the form starts over when they change. */
  initial: Values;
  /** The form's own checks, by field path (`problemsResolver`), run on every submit before anything is sent. */
  problemsOf: (values: Values, context: Context | undefined) => ReadonlyMap<string, Problem>;
  /** A problem as its field's error; by default the problem itself is its type and message. */
  errorOf?: (problem: Problem) => { type: string; message: string };
  /** What the checks are told besides the values (react-hook-form's `context`). */
  context?: Context;
  /** Sends the checked values; a 400 naming fields marks them, any other failure goes to `sayFailure`. */
  send: (values: Values) => Promise<void>;
  /** The form's field a path of a 400's `details.fields` names, or null for one the form does not have. */
  fieldOfServerPath: (apiPath: string) => FieldPath<Values> | null;
  /** What is wrong with a refused field where the form's own checks find nothing ("refused"). */
  refused: (field: FieldPath<Values>) => Problem;
  /** What a refusal that names fields says ("Check the fields marked"). */
  checkFields: string;
  /** What any other failure says. */
  sayFailure: (error: unknown) => string;
  /**
   * Where a failure is said: in a toast (a page's form), or in the returned `failure` for the form to show in its
   * own line (a dialog's form, whose toast would sit behind the dialog's backdrop); cleared on each submit.
   */
  failureShown?: 'toast' | 'inline';
}

/**
 * A staff desk's record form (a tournament, a post, a slide): react-hook-form over the form's own checks, started
 * over when `initial` changes. A submit sends nothing while the checks find a problem; a 400 naming fields marks
 * them with what the form's own checks say is wrong, else `refused` (never the server's English), and says
 * `checkFields`; any other failure says `sayFailure`'s sentence (in a toast, or in `failure` where `failureShown` is
 * inline). After a refusal naming fields, the first field in error in the page's order takes focus. A second submit
 * while one is being sent does nothing. `formRef` and `onSubmit` go on the `<form>`.
 */
export function useDeskForm<Values extends FieldValues, Problem = string, Context = undefined>({
  initial,
  problemsOf,
  errorOf = wordError,
  context,
  send,
  fieldOfServerPath,
  refused,
  checkFields,
  sayFailure,
  failureShown = 'toast',
}: DeskFormOptions<Values, Problem, Context>) {
  const resolver = useMemo(() => problemsResolver(problemsOf, errorOf), [problemsOf, errorOf]);
  const form = useForm<Values, Context>({
    defaultValues: initial as DefaultValues<Values>,
    resolver,
    context,
    // The first field in error in the page's order takes focus, whatever registered first.
    shouldFocusError: false,
  });
  const { handleSubmit, reset, setError, getValues, formState } = form;
  const { formRef, requestFocus } = useFocusFirstError(formState.submitCount);
  const [failure, setFailure] = useState<string | null>(null);
  const say = (sentence: string) => {
    if (failureShown === 'toast') toast.error(sentence);
    else setFailure(sentence);
  };

  useEffect(() => {
    reset(initial);
  }, [initial, reset]);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await send(values);
    } catch (error) {
      const own = problemsOf(getValues(), context);
      const problems = badRequestFieldProblems(
        error,
        fieldOfServerPath,
        (field) => own.get(field) ?? refused(field),
      );
      if (problems.size > 0) {
        for (const [field, problem] of problems) {
          setError(field, { type: 'server', message: errorOf(problem).message });
        }
        requestFocus();
        say(checkFields);
        return;
      }
      say(sayFailure(error));
    }
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (formState.isSubmitting) event.preventDefault();
    else void submit(event);
  };
  return { form, formRef, onSubmit, failure };
}
