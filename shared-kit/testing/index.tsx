/**
 * Helpers for component tests of any package (jest + Testing Library): a fetch stub answering by
 * `METHOD /path`, session sign-in/out, rendering inside the kit, and a reset between tests.
 * Test-only: imported as `@arena/shared-kit/testing`, never from the runtime entry.
 */
import { i18n, KitProvider, queryClient, sessionStore, type Locale, type User } from '../src/index';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';

type Answer = { status?: number; body: unknown } | ((url: URL) => { status?: number; body: unknown });

/** Answers API calls by path (`GET /v1/posts`); anything else fails the test loudly with a 599. */
export function mockApi(routes: Record<string, Answer>): jest.SpyInstance {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input));
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const route = routes[key];
    const answer =
      typeof route === 'function'
        ? route(url)
        : (route ?? { status: 599, body: { message: `unmocked ${key}` } });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
}

export function signInAs(user: Partial<User> = {}): void {
  sessionStore.setState({
    token: 'test-token',
    isAuthenticated: true,
    user: { id: 'u1', displayName: 'Player', ...user } as User,
  });
}

export function signOut(): void {
  sessionStore.setState({ token: null, isAuthenticated: false, user: null });
}

/** Renders inside the kit (i18n, theme, the shared query cache) in the given language. */
export async function renderWithKit(ui: ReactElement, locale: Locale = 'en') {
  await i18n.changeLanguage(locale);
  return render(<KitProvider withPageChrome>{ui}</KitProvider>);
}

export function resetKit(): void {
  queryClient.clear();
  queryClient.setDefaultOptions({
    queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
  });
  signOut();
  jest.restoreAllMocks();
}
