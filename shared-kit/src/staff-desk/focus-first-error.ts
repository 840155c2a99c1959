import { useEffect, useRef, useState } from 'react';

/**
 * Focus on a form's first field in error, in the page's order, after each submit and each `requestFocus()` (a 400
 * naming fields, set on the form after the answer): the returned ref goes on the form. Pair it with react-hook-form's
 * `shouldFocusError: false`, which would focus the field that registered first instead.
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
