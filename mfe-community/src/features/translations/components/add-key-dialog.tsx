import { Button, Dialog, Field, Input } from '@arena/shared-kit';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { TRANSLATIONS_NAMESPACE } from '../i18n';

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-block-start: ${({ theme }) => theme.space(5)};
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.875rem;
  font-weight: 400;
`;

export interface AddKeyDialogProps {
  open: boolean;
  namespace: string;
  /** Why a key cannot be added (already exists, clashes, invalid), as a text to show; null when it can. */
  problemOf: (key: string) => string | null;
  onAdd: (key: string) => void;
  onCancel: () => void;
}

/**
 * The "Add key" prompt (P2 §2, §5): a modal of the design kit (focus moves in and stays in) that asks for the new
 * key and refuses one that exists with "This key already exists", keeping the prompt open to correct it.
 */
export function AddKeyDialog({ open, namespace, problemOf, onAdd, onCancel }: AddKeyDialogProps) {
  const { t } = useTranslation(TRANSLATIONS_NAMESPACE);
  const problemId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [key, setKey] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setKey('');
    setProblem(null);
  }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = key.trim();
    const refusal = problemOf(trimmed);
    if (refusal) {
      setProblem(refusal);
      input.current?.focus();
      return;
    }
    onAdd(trimmed);
  };

  return (
    <Dialog open={open} title={t('add.title', { namespace })} onClose={onCancel}>
      <form onSubmit={submit} noValidate>
        <Field>
          {t('add.label')}
          <Input
            ref={input}
            dir="ltr"
            value={key}
            placeholder={t('add.placeholder')}
            autoComplete="off"
            aria-invalid={problem !== null}
            aria-describedby={problem ? problemId : undefined}
            onChange={(event) => {
              setKey(event.target.value);
              setProblem(null);
            }}
          />
        </Field>
        {problem && (
          <Problem id={problemId} role="alert">
            {problem}
          </Problem>
        )}
        <Actions>
          <Button type="button" $variant="secondary" onClick={onCancel}>
            {t('add.cancel')}
          </Button>
          <Button type="submit" disabled={key.trim() === ''}>
            {t('add.submit')}
          </Button>
        </Actions>
      </form>
    </Dialog>
  );
}
