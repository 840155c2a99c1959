import type { TFunction } from 'i18next';
import { get, useFormContext, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { STAFF_NEWS_NAMESPACE } from '../../i18n';
import { problemLimit, type NewsFormProblem, type NewsFormValues } from '../../utils/news-form';

/** The sentence of a field's problem (`editor.errors.*`), with the limit it speaks of. */
export function sayProblem(t: TFunction, path: string, problem: string): string {
  return t(`editor.errors.${problem}`, {
    max: problemLimit(path, problem as NewsFormProblem),
    defaultValue: t('editor.errors.refused'),
  });
}

/** The error text of a field among `errors`, translated; undefined when the field is fine. */
export function problemTextOf(t: TFunction, errors: FieldErrors, path: string): string | undefined {
  const problem = (get(errors, path) as { message?: string } | undefined)?.message;
  return problem ? sayProblem(t, path, problem) : undefined;
}

/** The error text of a field of the form (inside its `FormProvider`), translated; undefined when it is fine. */
export function useProblemText(): (path: string) => string | undefined {
  const { t } = useTranslation(STAFF_NEWS_NAMESPACE);
  const { formState } = useFormContext<NewsFormValues>();
  const { errors } = formState;
  return (path) => problemTextOf(t, errors, path);
}
