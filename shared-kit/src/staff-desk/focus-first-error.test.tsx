import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { useFocusFirstError } from './focus-first-error';

/** A form whose submit marks the second field in error; "Server says" marks the first, as a 400 would. */
function Form() {
  const [submitCount, setSubmitCount] = useState(0);
  const [invalid, setInvalid] = useState<string | null>(null);
  const { formRef, requestFocus } = useFocusFirstError(submitCount);
  return (
    <form
      ref={formRef}
      onSubmit={(event) => {
        event.preventDefault();
        setInvalid('city');
        setSubmitCount((count) => count + 1);
      }}
    >
      <label>
        Name
        <input aria-invalid={invalid === 'name'} />
      </label>
      <label>
        City
        <input aria-invalid={invalid === 'city'} />
      </label>
      <button type="submit">Save</button>
      <button
        type="button"
        onClick={() => {
          setInvalid('name');
          requestFocus();
        }}
      >
        Server says
      </button>
    </form>
  );
}

describe('useFocusFirstError', () => {
  it('leaves focus alone before any submit, then focuses the first field in error after a submit and on request', () => {
    render(<Form />);
    expect(document.body).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Server says' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });
});
