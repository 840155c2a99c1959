import { Button, Input, VisuallyHidden } from '@arena/shared-kit';
import { useId, type FormEvent, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';

const Form = styled.form`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  & > input[type='text'] {
    flex: 1;
    min-inline-size: 0;
  }
`;

export interface ChatComposerProps {
  draft: string;
  onDraftChange: (draft: string) => void;
  /** Gets the draft on Enter or Send; never called while disabled or sending, nor for blank text. */
  onSend: (draft: string) => void;
  /** The chat is not connected: the field and Send are disabled. */
  disabled: boolean;
  /** A message is on its way: Send waits for it. */
  sending?: boolean;
  /** The longest message the server stores (characters). */
  maxLength: number;
  /** Already translated: the field's label and placeholder, and the Send button. */
  labels: { message: string; placeholder: string; send: string };
  inputRef?: Ref<HTMLInputElement>;
  /** Controls before the text field (an emoji picker, an image button). */
  children?: ReactNode;
}

/** A chat's composer: a labelled text field that sends on Enter, and a Send button enabled for non-blank text. */
export function ChatComposer({
  draft,
  onDraftChange,
  onSend,
  disabled,
  sending = false,
  maxLength,
  labels,
  inputRef,
  children,
}: ChatComposerProps) {
  const inputId = useId();
  const canSend = !disabled && !sending && draft.trim() !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSend) onSend(draft);
  };

  return (
    <Form onSubmit={submit}>
      {children}
      <VisuallyHidden as="label" htmlFor={inputId}>
        {labels.message}
      </VisuallyHidden>
      <Input
        ref={inputRef}
        id={inputId}
        type="text"
        value={draft}
        maxLength={maxLength}
        autoComplete="off"
        dir="auto"
        placeholder={labels.placeholder}
        disabled={disabled}
        onChange={(event) => onDraftChange(event.target.value)}
      />
      <Button type="submit" disabled={!canSend}>
        {labels.send}
      </Button>
    </Form>
  );
}
