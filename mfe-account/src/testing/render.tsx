import '../i18n';
import { sessionStore, type User } from '@arena/shared-kit';
import { screen } from '@testing-library/react';

/** Signs the test session in with a user (as the shell would), or out. */
export function setSession(user: User | null): void {
  sessionStore.setState(
    user
      ? { token: 'test-token', user, isAuthenticated: true }
      : { token: null, user: null, isAuthenticated: false },
  );
}

/** The text of every toast on screen. */
export function toastTexts(): string[] {
  return Array.from(screen.getByTestId('toaster').querySelectorAll('p')).map((p) => p.textContent ?? '');
}
