import { ORGANIZER_TEXT_LIMITS } from '@arena/contract/rules';
import { Alert, Button, Dialog, FieldError, TextareaField, type ButtonVariant } from '@arena/shared-kit';
import { forwardRef, useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { STAFF_TOURNAMENTS_NAMESPACE } from '../../i18n';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  p {
    margin: 0;
  }
`;

export interface DeskFormDialogProps {
  title: string;
  submitLabel: string;
  tone?: ButtonVariant;
  busy: boolean;
  /** The API's refusal, in the page's words: shown above the fields, the dialog kept open. */
  refusal: string | null;
  /** Called on submit (the button, or Enter in a field); the dialog checks its own fields. */
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A dialog of the run page around a form: its submit button sits with Cancel among the dialog's actions, and a
 * refusal shows inside it, so what the organizer wrote is not lost.
 */
export function DeskFormDialog({
  title,
  submitLabel,
  tone = 'primary',
  busy,
  refusal,
  onSubmit,
  onClose,
  children,
}: DeskFormDialogProps) {
  const { t } = useTranslation(STAFF_TOURNAMENTS_NAMESPACE);
  const formId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <Dialog
      open
      title={title}
      onClose={onClose}
      actions={
        <>
          <Button $variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} $variant={tone} disabled={busy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <Form id={formId} noValidate onSubmit={submit}>
        {refusal && <Alert $tone="danger">{refusal}</Alert>}
        {children}
      </Form>
    </Dialog>
  );
}

/** The required note of a result, a forfeit, a reset or a disqualification: the players read it. */
export const NoteField = forwardRef<
  HTMLTextAreaElement,
  { value: string; onChange: (value: string) => void; error?: string; hint: string }
>(function NoteField({ value, onChange, error, hint }, ref) {
  const { t } = useTranslation(STAFF_TOURNAMENTS_NAMESPACE);
  return (
    <TextareaField
      ref={ref}
      label={t('run.desk.note')}
      hint={hint}
      error={error}
      rows={3}
      required
      maxLength={ORGANIZER_TEXT_LIMITS.note}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
});

const Choices = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  border: 0;
  min-inline-size: 0;
  legend {
    margin-block-end: ${({ theme }) => theme.space(1)};
    padding: 0;
    font-weight: 600;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    cursor: pointer;
  }
  input {
    inline-size: 18px;
    block-size: 18px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** One of the match's two sides to choose (the winner, the side that forfeits), as radio buttons named by the sides. */
export const SideChoice = forwardRef<
  HTMLInputElement,
  {
    legend: string;
    sides: readonly { registrationId: string; name: string }[];
    value: string;
    onChange: (registrationId: string) => void;
    error?: string;
  }
>(function SideChoice({ legend, sides, value, onChange, error }, firstRef) {
  const name = useId();
  const errorId = useId();
  return (
    <Choices aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      {sides.map((side, index) => (
        <label key={side.registrationId}>
          <input
            ref={index === 0 ? firstRef : undefined}
            type="radio"
            name={name}
            value={side.registrationId}
            checked={value === side.registrationId}
            aria-invalid={error ? true : undefined}
            onChange={() => onChange(side.registrationId)}
          />
          {side.name}
        </label>
      ))}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Choices>
  );
});
