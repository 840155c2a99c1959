import type { TFunction } from 'i18next';
import { get, useFormContext, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { STAFF_HOME_NAMESPACE } from '../../i18n';
import { problemLimit, type SlideFormProblem, type SlideFormValues } from '../../utils/slide-form';

/** The error text of a field among `errors` (`editor.errors.*`, with the limit it speaks of); undefined when fine. */
export function problemTextOf(t: TFunction, errors: FieldErrors, path: string): string | undefined {
  const problem = (get(errors, path) as { message?: string } | undefined)?.message;
  if (!problem) return undefined;
  return t(`editor.errors.${problem}`, {
    max: problemLimit(path, problem as SlideFormProblem),
    defaultValue: t('editor.errors.refused'),
  });
}

/** The error text of a field of the slide form (inside its `FormProvider`), translated; undefined when fine. */
export function useProblemText(): (path: string) => string | undefined {
  const { t } = useTranslation(STAFF_HOME_NAMESPACE);
  const { formState } = useFormContext<SlideFormValues>();
  return (path) => problemTextOf(t, formState.errors, path);
}
