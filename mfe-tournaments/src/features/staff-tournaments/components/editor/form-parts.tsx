import { TextareaField, TextField, useLocale } from '@arena/shared-kit';
import { FieldRow as KitFieldRow } from '@arena/shared-kit/staff-desk';
import type { TFunction } from 'i18next';
import { forwardRef, type InputHTMLAttributes } from 'react';
import { get, useFormContext, type FieldErrors, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { STAFF_TOURNAMENTS_NAMESPACE } from '../../i18n';
import { FIELD_LIMITS, type FormProblem, type TournamentFormValues } from '../../utils/tournament-form';

export type FormPath = Path<TournamentFormValues>;

/** The kit's row of fields, 12 px apart as everywhere in the organizer console. */
export const FieldRow = styled(KitFieldRow)`
  gap: ${({ theme }) => theme.space(3)};
`;

/** A numbered row of a list (a rule, a prize place), with its own legend and remove button. */
export const RowBox = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  min-inline-size: 0;
  legend {
    padding-inline: ${({ theme }) => theme.space(1)};
    font-weight: 700;
  }
`;

const CheckLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-weight: 600;
  cursor: pointer;
  input {
    inline-size: 18px;
    block-size: 18px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** A labelled checkbox; forwards its ref, so react-hook-form's `register` spreads onto it. */
export const CheckboxField = forwardRef<
  HTMLInputElement,
  { label: string } & InputHTMLAttributes<HTMLInputElement>
>(function CheckboxField({ label, ...input }, ref) {
  return (
    <CheckLabel>
      <input ref={ref} type="checkbox" {...input} />
      {label}
    </CheckLabel>
  );
});

/** A problem's sentence in the page's language (`editor.errors.*`), from the message the form keeps with a field. */
export function sayProblem(t: TFunction, message: string): string {
  let problem: FormProblem;
  try {
    problem = JSON.parse(message) as FormProblem;
  } catch {
    return t('editor.errors.invalid');
  }
  switch (problem.key) {
    case 'after':
    case 'atOrAfter':
      return t(`editor.errors.${problem.key}`, { after: t(`editor.schedule.${problem.after}`) });
    case 'amount':
      return t('editor.errors.amount', { min: 0, max: FIELD_LIMITS.amountMax });
    case 'tooLong':
      return t('editor.errors.tooLong', { max: problem.max });
    case 'between':
      return t('editor.errors.between', { min: problem.min, max: problem.max });
    default:
      return t(`editor.errors.${problem.key}`);
  }
}

/** The error text of a field among `errors`, translated; undefined when the field is fine. */
export function problemTextOf(t: TFunction, errors: FieldErrors, path: string): string | undefined {
  const message = (get(errors, path) as { message?: string } | undefined)?.message;
  return message ? sayProblem(t, message) : undefined;
}

/** The error text of a field of the form (inside its `FormProvider`), translated; undefined when it is fine. */
export function useProblemText(): (path: string) => string | undefined {
  const { t } = useTranslation(STAFF_TOURNAMENTS_NAMESPACE);
  const { formState } = useFormContext<TournamentFormValues>();
  const { errors } = formState;
  return (path) => problemTextOf(t, errors, path);
}

/** The two languages of a text, the page's own first (each field says which language it takes). */
export function useLanguagesInOrder(): readonly ('en' | 'ar')[] {
  return useLocale() === 'ar' ? ['ar', 'en'] : ['en', 'ar'];
}

export interface BilingualFieldsProps {
  /** The path of the text in the form (`name`, `rules.0`, `faqs.1.title`). */
  path: string;
  /** What the text is (`Name`, `Rule 1`): each field's label adds its language. */
  label: string;
  max: number;
  /** A text area of this many rows instead of a one-line field. */
  rows?: number;
}

/**
 * A text in English and Arabic side by side: each field labelled with its language, written in its direction
 * (`dir="ltr" lang="en"`, `dir="rtl" lang="ar"`) whatever the page's.
 */
export function BilingualFields({ path, label, max, rows }: BilingualFieldsProps) {
  const { t } = useTranslation(STAFF_TOURNAMENTS_NAMESPACE);
  const { register } = useFormContext<TournamentFormValues>();
  const problemOf = useProblemText();
  const languages = useLanguagesInOrder();
  return (
    <FieldRow $min="260px">
      {languages.map((language) => {
        const field = `${path}.${language}` as FormPath;
        const props = {
          label: t(`editor.inLanguage.${language}`, { field: label }),
          dir: language === 'ar' ? 'rtl' : 'ltr',
          lang: language,
          maxLength: max,
          error: problemOf(field),
          ...register(field),
        };
        return rows ? (
          <TextareaField key={language} rows={rows} {...props} />
        ) : (
          <TextField key={language} {...props} />
        );
      })}
    </FieldRow>
  );
}
