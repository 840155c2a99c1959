import { fireEvent, render, screen } from '@testing-library/react';
import { KitProvider } from './kit-provider';
import { TypeToDeleteDialog } from './dialog';
import { setLocale } from '../i18n/i18n';

describe('TypeToDeleteDialog', () => {
  beforeAll(() => setLocale('en'));

  it('enables confirm only once the word delete is typed', () => {
    const onConfirm = jest.fn();
    render(
      <KitProvider>
        <TypeToDeleteDialog
          open
          title="Delete team"
          confirmLabel="Delete"
          onConfirm={onConfirm}
          onCancel={() => undefined}
        />
      </KitProvider>,
    );
    const confirm = screen.getByRole('button', { name: 'Delete', hidden: true });
    expect(confirm).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Type delete to confirm'), { target: { value: 'delet' } });
    expect(confirm).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Type delete to confirm'), { target: { value: 'delete' } });
    expect(confirm).toBeEnabled();
    fireEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
