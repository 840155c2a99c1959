import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { KitProvider } from './kit-provider';
import { Dialog, TypeToDeleteDialog } from './dialog';
import { setLocale } from '../i18n/i18n';

beforeAll(() => {
  // jsdom has no <dialog> methods.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.open = false;
  };
});

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

describe('Dialog: focus goes back where it came from', () => {
  /** A page with an opener; the dialog is either kept and closed, or no longer rendered (a popup). */
  function Page({ unmountOnClose = false, removeOpener = false }) {
    const [open, setOpen] = useState(false);
    const [openerShown, setOpenerShown] = useState(true);
    const close = () => {
      setOpen(false);
      if (removeOpener) setOpenerShown(false);
    };
    return (
      <KitProvider>
        {openerShown && <button onClick={() => setOpen(true)}>Open mission</button>}
        <button>Elsewhere</button>
        {(open || !unmountOnClose) && (
          <Dialog
            open={open}
            title="Mission"
            onClose={close}
            actions={<button onClick={close}>Close</button>}
          />
        )}
      </KitProvider>
    );
  }

  function openFrom(name = 'Open mission') {
    const opener = screen.getByRole('button', { name });
    opener.focus();
    fireEvent.click(opener);
    // The browser moves focus into the modal dialog.
    screen.getByRole('button', { name: 'Close', hidden: true }).focus();
    return opener;
  }

  it.each([false, true])('on Close (popup unmounted on close: %s)', (unmountOnClose) => {
    render(<Page unmountOnClose={unmountOnClose} />);
    const opener = openFrom();
    fireEvent.click(screen.getByRole('button', { name: 'Close', hidden: true }));
    expect(opener).toHaveFocus();
  });

  it.each([false, true])('on Escape (popup unmounted on close: %s)', (unmountOnClose) => {
    render(<Page unmountOnClose={unmountOnClose} />);
    const opener = openFrom();
    fireEvent(document.querySelector('dialog')!, new Event('cancel', { cancelable: true }));
    expect(opener).toHaveFocus();
  });

  it('leaves focus to the caller when the opener has left the page', () => {
    render(<Page removeOpener />);
    openFrom();
    fireEvent.click(screen.getByRole('button', { name: 'Close', hidden: true }));
    expect(screen.queryByRole('button', { name: 'Open mission' })).toBeNull();
    expect(document.body).toHaveFocus();
  });
});
