import { isApiError } from '@arena/shared-kit';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';

/** A dialog's form: its fields one under the other, the actions last. */
export const DialogForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  p {
    margin: 0;
  }
  textarea {
    min-block-size: 72px;
  }
`;

/** One language's fields, titled by the language. */
export const LanguageGroup = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  min-inline-size: 0;
  legend {
    padding-inline: ${({ theme }) => theme.space(1)};
    font-weight: 700;
  }
`;

/** Fields side by side where they fit, stacked on narrow screens. */
export const FieldRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 180px), 1fr));
  gap: ${({ theme }) => theme.space(3)};
  align-items: start;
`;

export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-block-start: ${({ theme }) => theme.space(2)};
`;

/**
 * The fields a 400 names (`details.fields`: `name.ar`, `xpNeeded`), for a form to mark them; empty for any other
 * failure. The server's English words about them are for logs: the form says what is wrong in its own.
 */
export function badRequestFields(error: unknown): string[] {
  if (!isApiError(error) || error.status !== 400) return [];
  const fields = error.details?.fields;
  return fields && typeof fields === 'object' ? Object.keys(fields) : [];
}

/** Whether a save failed because its mission or level is gone (404). */
export function isGone(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

/**
 * Focus on the form's first field in error after each submit and each `requestFocus()` (a 400 naming fields):
 * the ref goes on the form.
 */
export function useFocusFirstError(submitCount: number) {
  const formRef = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (submitCount === 0 && focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, focusRequest]);
  return { formRef, requestFocus: () => setFocusRequest((count) => count + 1) };
}
