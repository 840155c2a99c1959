import '../i18n';
import { i18n, KitProvider, queryClient, sessionStore, Toaster, type User } from '@arena/shared-kit';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';

/** Signs the test session in with a user (as the shell would), or out. */
export function setSession(user: User | null): void {
  sessionStore.setState(
    user
      ? { token: 'test-token', user, isAuthenticated: true }
      : { token: null, user: null, isAuthenticated: false },
  );
}

/** Renders inside KitProvider (shared query cache, i18n, theme) and, when a path is given, a router. */
export function renderWithKit(ui: ReactNode, { path }: { path?: string } = {}) {
  return render(
    <KitProvider>{path ? <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter> : ui}</KitProvider>,
  );
}

/** Resets what tests share through singletons: the query cache, the session and the language. */
export async function resetKit(language: 'en' | 'ar' = 'en'): Promise<void> {
  queryClient.clear();
  // The portal retries once after a second; tests want failures at once.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  setSession(null);
  await i18n.changeLanguage(language);
}

/** Renders with the page's toaster beside it, as the shell does. */
export function renderWithToaster(ui: ReactNode, path: string) {
  return renderWithKit(
    <>
      {ui}
      <Toaster />
    </>,
    { path },
  );
}

/** Toasts live in one store for the page; dismiss what earlier tests left. */
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

/** The text of every toast on screen. */
export function toastTexts(): string[] {
  return Array.from(screen.getByTestId('toaster').querySelectorAll('p')).map((p) => p.textContent ?? '');
}
