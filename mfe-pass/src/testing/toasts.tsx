import { KitProvider, Toaster } from '@arena/shared-kit';
import { fireEvent, render, screen, within } from '@testing-library/react';

/** Toasts live in one store for the page: dismiss what earlier tests left (call in `beforeEach`). */
export function clearToasts(): void {
  const { unmount } = render(
    <KitProvider>
      <Toaster />
    </KitProvider>,
  );
  for (const button of within(screen.getByTestId('toaster')).queryAllByRole('button'))
    fireEvent.click(button);
  unmount();
}

/** Queries inside the page's toaster (rendered by `renderWithKit`). */
export function toaster() {
  return within(screen.getByTestId('toaster'));
}
