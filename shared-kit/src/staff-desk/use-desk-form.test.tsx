import { ApiError } from '@arena/shared-kit';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { clearToasts, renderWithKit } from '../../testing';
import { useDeskForm } from './use-desk-form';

interface Values {
  name: string;
  city: string;
}

const INITIAL: Values = { name: '', city: 'Riyadh' };

/** A problem per empty field. */
const problemsOf = (values: Values) => {
  const problems = new Map<string, string>();
  for (const field of ['name', 'city'] as const) if (!values[field].trim()) problems.set(field, 'required');
  return problems;
};

/** A record form over `send`: each field shows its problem's word. */
function RecordForm({
  send,
  failureShown,
}: {
  send: (values: Values) => Promise<void>;
  failureShown?: 'toast' | 'inline';
}) {
  const { form, formRef, onSubmit, failure } = useDeskForm({
    initial: INITIAL,
    problemsOf,
    send,
    fieldOfServerPath: (path: string) => (path === 'city' ? 'city' : null),
    refused: () => 'refused',
    checkFields: 'Check the fields marked.',
    sayFailure: () => 'Could not save.',
    failureShown,
  });
  const { register, formState } = form;
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit}>
      {(['name', 'city'] as const).map((field) => (
        <label key={field}>
          {field}
          <input aria-invalid={Boolean(formState.errors[field])} {...register(field)} />
          <span>{formState.errors[field]?.message}</span>
        </label>
      ))}
      {failure && <p data-testid="form-failure">{failure}</p>}
      <button type="submit">Save</button>
    </form>
  );
}

describe('useDeskForm', () => {
  afterEach(clearToasts);

  it('sends nothing while its own checks find a problem, and focuses the first field in error', async () => {
    const send = jest.fn(() => Promise.resolve());
    renderWithKit(<RecordForm send={send} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /name/ })).toHaveFocus());
    expect(screen.getByText('required')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();

    fireEvent.change(screen.getByRole('textbox', { name: /name/ }), { target: { value: 'Falcon' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith({ name: 'Falcon', city: 'Riyadh' }));
  });

  it('marks the fields a 400 names with its own word and says to check them; any other failure in a sentence', async () => {
    const send = jest
      .fn<Promise<void>, [Values]>()
      .mockRejectedValueOnce(new ApiError(400, 1000, 'Validation failed', { fields: { city: 'bad' } }))
      .mockRejectedValueOnce(new ApiError(500, 5000, 'Internal'));
    renderWithKit(<RecordForm send={send} />);
    fireEvent.change(screen.getByRole('textbox', { name: /name/ }), { target: { value: 'Falcon' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Check the fields marked.')).toBeInTheDocument();
    expect(screen.getByText('refused')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /city/ })).toHaveFocus());
    expect(screen.queryByText('bad')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Could not save.')).toBeInTheDocument();
  });

  it('says a failure in the form itself when told to, and takes it back on the next submit', async () => {
    let finish = () => {};
    const send = jest
      .fn<Promise<void>, [Values]>()
      .mockRejectedValueOnce(new ApiError(400, 1000, 'Validation failed', { fields: { city: 'bad' } }))
      .mockRejectedValueOnce(new ApiError(500, 5000, 'Internal'))
      .mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)));
    renderWithKit(<RecordForm send={send} failureShown="inline" />);
    fireEvent.change(screen.getByRole('textbox', { name: /name/ }), { target: { value: 'Falcon' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('form-failure')).toHaveTextContent('Check the fields marked.');
    expect(screen.getByText('refused')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /city/ })).toHaveFocus());

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('form-failure')).toHaveTextContent('Could not save.'));
    expect(screen.getAllByText('Could not save.')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByTestId('form-failure')).not.toBeInTheDocument());
    await act(async () => finish());
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('does nothing on a second submit while the first is being sent', async () => {
    let finish = () => {};
    const send = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderWithKit(<RecordForm send={send} />);
    fireEvent.change(screen.getByRole('textbox', { name: /name/ }), { target: { value: 'Falcon' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await act(async () => finish());
    expect(send).toHaveBeenCalledTimes(1);
  });
});
