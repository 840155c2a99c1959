import { screen, within } from '@testing-library/react';

/** Queries inside the page's toaster (rendered by `renderWithKit`). */
export function toaster() {
  return within(screen.getByTestId('toaster'));
}
