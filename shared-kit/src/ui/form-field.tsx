import {
  forwardRef,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import styled from 'styled-components';
import { controlStyles, Input } from './primitives';

/** The portal's drop-down list (a native `select`), drawn as `Input`. */
export const Select = styled.select`
  ${controlStyles}
`;

/** The portal's multi-line text box, drawn as `Input` (resizable in height only). */
export const Textarea = styled.textarea`
  ${controlStyles}
  padding-block: ${({ theme }) => theme.space(2)};
  resize: vertical;
`;

/** What a field says under its control: its hint (muted) before its error. */
export const FieldHint = styled.p`
  margin: 0;
  font-size: 0.875rem;
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The error text of a field, in the danger colour; give it an `id` the control names in `aria-describedby` (the kit's
 * fields do both). Pass `role="alert"` where the error appears without the user acting on the control.
 */
export const FieldError = styled.p`
  margin: 0;
  font-size: 0.875rem;
  font-weight: 400;
  color: ${({ theme }) => theme.colors.danger};
`;

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-inline-size: 0;
  > label {
    font-weight: 600;
  }
`;

/** What every kit field takes besides its control's own attributes. */
export interface FieldFrameProps {
  /** The visible label (the control's accessible name). */
  label: ReactNode;
  /** Help under the control, read after the error. */
  hint?: ReactNode;
  /** The error text: when given, the control is `aria-invalid` and describes itself with it first. */
  error?: ReactNode;
  /** The control's id (generated otherwise); the hint and error take `{id}-hint` and `{id}-error`. */
  id?: string;
}

/** The ARIA wiring of a control to its label, hint and error. */
function useFieldWiring({ id, hint, error }: Omit<FieldFrameProps, 'label'>) {
  const generated = useId();
  const controlId = id ?? generated;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy = [hasError && `${controlId}-error`, hint && `${controlId}-hint`]
    .filter(Boolean)
    .join(' ');
  return {
    controlId,
    hasError,
    aria: {
      id: controlId,
      'aria-invalid': hasError ? (true as const) : undefined,
      'aria-describedby': describedBy || undefined,
    },
  };
}

function FieldFrame({
  label,
  hint,
  error,
  controlId,
  hasError,
  children,
}: Omit<FieldFrameProps, 'id'> & { controlId: string; hasError: boolean; children: ReactNode }) {
  return (
    <Frame>
      <label htmlFor={controlId}>{label}</label>
      {children}
      {hint && <FieldHint id={`${controlId}-hint`}>{hint}</FieldHint>}
      {hasError && <FieldError id={`${controlId}-error`}>{error}</FieldError>}
    </Frame>
  );
}

/** A labelled `TextField`: the frame's props and the input's own attributes. */
export type TextFieldProps = FieldFrameProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

/**
 * A labelled text input with its hint and error text tied to it (`aria-describedby`, `aria-invalid`). It forwards
 * its ref and every input attribute, so react-hook-form's `register` spreads onto it; `type="number"` for numbers.
 *
 * @example <TextField label={t('form.name')} error={errors.name && t(`form.errors.${errors.name.message}`)} {...register('name', rules.name)} />
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, id, ...input },
  ref,
) {
  const field = useFieldWiring({ id, hint, error });
  return (
    <FieldFrame label={label} hint={hint} error={error} {...field}>
      <Input ref={ref} {...field.aria} {...input} />
    </FieldFrame>
  );
});

/** A labelled `SelectField`: the frame's props and the select's own attributes (its options as children). */
export type SelectFieldProps = FieldFrameProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>;

/**
 * A labelled drop-down list with its hint and error text tied to it; forwards its ref (react-hook-form's `register`).
 *
 * @example <SelectField label={t('currency')} {...register('currency')}>{options}</SelectField>
 */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, hint, error, id, ...select },
  ref,
) {
  const field = useFieldWiring({ id, hint, error });
  return (
    <FieldFrame label={label} hint={hint} error={error} {...field}>
      <Select ref={ref} {...field.aria} {...select} />
    </FieldFrame>
  );
});

/** A labelled `TextareaField`: the frame's props and the text area's own attributes. */
export type TextareaFieldProps = FieldFrameProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>;

/**
 * A labelled multi-line text box with its hint and error text tied to it; forwards its ref (react-hook-form's
 * `register`).
 *
 * @example <TextareaField label={t('description')} rows={5} error={errors.description?.message} {...register('description')} />
 */
export const TextareaField = forwardRef<HTMLTextAreaElement, TextareaFieldProps>(function TextareaField(
  { label, hint, error, id, ...textarea },
  ref,
) {
  const field = useFieldWiring({ id, hint, error });
  return (
    <FieldFrame label={label} hint={hint} error={error} {...field}>
      <Textarea ref={ref} {...field.aria} {...textarea} />
    </FieldFrame>
  );
});
