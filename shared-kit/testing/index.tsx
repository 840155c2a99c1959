/**
 * Helpers for component tests of any package (jest + Testing Library): a fetch stub answering by
 * `METHOD /path`, session sign-in/out, rendering inside the kit, and a reset between tests.
 * Test-only: imported as `@arena/shared-kit/testing`, never from the runtime entry.
 */
import {
  i18n,
  KitProvider,
  queryClient,
  sessionStore,
  signInState,
  type Locale,
  type User,
} from '../src/index';
import { act, render, screen, waitFor, type RenderResult } from '@testing-library/react';
import { Children, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { clearAllToasts } from '../src/ui/toasts';

export { installWebCrypto, makeRewardKeyHex, sealRewardCode } from './webcrypto';

/** A call the fake API received. */
export interface MockRequest {
  url: URL;
  method: string;
  /** The JSON body parsed, or what was sent as is (FormData for uploads); undefined without a body. */
  body: unknown;
  init: RequestInit | undefined;
}

/**
 * What the fake API answers: a status (200 by default) and a JSON body, nothing ever (`pending`), a network
 * failure (`offline`: fetch rejects with the browser's `TypeError`), or the answer a promise settles to (`later`).
 */
export interface MockAnswer {
  status?: number;
  body?: unknown;
  /** Never answers, to hold a screen in its loading state. */
  pending?: boolean;
  /** The request never reaches the server: fetch rejects with `TypeError: Failed to fetch`. */
  offline?: boolean;
  /** Answers when the test settles this promise (a rejection rejects the fetch), to check what happens meanwhile. */
  later?: Promise<MockAnswer>;
}

/** One route of the fake API: a fixed answer, or a function of the request. */
export type MockRoute = MockAnswer | ((request: MockRequest) => MockAnswer);

/** The fetch spy, plus the calls it received as `METHOD /path`. */
export type MockedApi = jest.SpyInstance<Promise<Response>, Parameters<typeof fetch>> & {
  calls: () => string[];
};

function parsedBody(body: RequestInit['body']): unknown {
  if (typeof body !== 'string') return body ?? undefined;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

const callKey = (input: RequestInfo | URL, init?: RequestInit) =>
  `${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`;

/**
 * Replaces `fetch` with a fake API answering by `METHOD /path` (the query string is not part of the key);
 * anything else answers 599 `unmocked METHOD /path`, so a missing route fails the test loudly. Each call
 * starts a fresh spy; `resetKit()` (or `jest.restoreAllMocks()`) puts the real fetch back.
 *
 * @example
 * const api = mockApi({
 *   'GET /v1/posts': { body: { data: posts } },
 *   'POST /v1/teams/create': ({ body }) => ({ status: 201, body: { data: { ...team, ...(body as object) } } }),
 * });
 * expect(api.calls()).toContain('POST /v1/teams/create');
 */
export function mockApi(routes: Record<string, MockRoute>): MockedApi {
  const current: unknown = globalThis.fetch;
  if (jest.isMockFunction(current)) current.mockRestore();
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const key = callKey(input, init);
    const route = routes[key];
    const request: MockRequest = {
      url: new URL(String(input)),
      method: init?.method ?? 'GET',
      body: parsedBody(init?.body),
      init,
    };
    const given =
      typeof route === 'function'
        ? route(request)
        : (route ?? { status: 599, body: { message: `unmocked ${key}` } });
    // A fixed answer arrives without an extra turn of the event loop; a promised one when it settles.
    const answer = given.later ? await given.later : given;
    if (answer.pending) return new Promise<never>(() => undefined);
    if (answer.offline) throw new TypeError('Failed to fetch');
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return Object.assign(spy, { calls: () => spy.mock.calls.map(([input, init]) => callKey(input, init)) });
}

/** Signs the session store in as a test player (id `u1`, "Player", plus `user`), as after a sign-in. */
export function signInAs(user: Partial<User> = {}): void {
  sessionStore.setState({
    token: 'test-token',
    isAuthenticated: true,
    user: { id: 'u1', displayName: 'Player', ...user } as User,
  });
}

/**
 * The sign-in address `signInUrl` builds in this test's browser: `{authUrl}/auth/signin?redirect_url=…&state=…`
 * with the pending sign-in state (read after the code under test has built its address).
 */
export function signInAddress(authUrl: string, returnUrl: string): string {
  return `${authUrl}/auth/signin?redirect_url=${encodeURIComponent(returnUrl)}&state=${signInState()}`;
}

/** Signs the session store out. */
export function signOut(): void {
  sessionStore.setState({ token: null, isAuthenticated: false, user: null });
}

/** How `renderWithKit` draws: at an address, with or without the page's chrome. */
export interface RenderWithKitOptions {
  /** Inside a `MemoryRouter` at this address (no router without it). */
  path?: string;
  /** The page's toaster and global styles beside the UI, as the shell draws them (default true). */
  chrome?: boolean;
}

/**
 * Renders inside the kit (i18n, theme, the shared query cache, and unless told otherwise the page's toaster),
 * inside a router when given a `path`. Given a language first, it switches to it and answers a promise.
 *
 * @example renderWithKit(<AccountRoutes />, { path: '/account/teams' });
 * @example await renderWithKit(<PassPreview />, 'ar');
 */
export function renderWithKit(ui: ReactElement, options?: RenderWithKitOptions): RenderResult;
export function renderWithKit(
  ui: ReactElement,
  locale: Locale,
  options?: RenderWithKitOptions,
): Promise<RenderResult>;
export function renderWithKit(
  ui: ReactElement,
  localeOrOptions?: Locale | RenderWithKitOptions,
  options?: RenderWithKitOptions,
): RenderResult | Promise<RenderResult> {
  if (typeof localeOrOptions === 'string')
    return switchLocale(localeOrOptions).then(() => renderNow(ui, options));
  return renderNow(ui, localeOrOptions);
}

function renderNow(ui: ReactElement, { path, chrome = true }: RenderWithKitOptions = {}): RenderResult {
  return render(
    <KitProvider withPageChrome={chrome}>
      {path === undefined ? ui : <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>}
    </KitProvider>,
  );
}

/** Switches the portal's language (its strings loaded first), inside `act` as a user's switch would re-render. */
export async function switchLocale(locale: Locale): Promise<void> {
  await act(async () => {
    await i18n.changeLanguage(locale);
  });
}

/** Dismisses every toast: toasts live in one store for the page, so earlier tests' toasts would show. */
export function clearToasts(): void {
  act(() => clearAllToasts());
}

/**
 * Between tests: an empty query cache without retries, signed out, no toasts, every mock (fetch included)
 * restored; given a language, it also switches to it (await it then).
 *
 * @example beforeEach(resetKit);
 * @example beforeEach(() => resetKit('en'));
 */
export function resetKit(locale: Locale | null = null): Promise<void> {
  queryClient.clear();
  queryClient.setDefaultOptions({
    queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
  });
  signOut();
  clearToasts();
  jest.restoreAllMocks();
  return locale ? switchLocale(locale) : Promise.resolve();
}

function joinPath(base: string, path: string): string {
  if (path.startsWith('/')) return path;
  return `${base.replace(/\/+$/, '')}/${path}`;
}

interface RouteElementProps {
  path?: string;
  index?: boolean;
  children?: ReactNode;
}

/**
 * The full path patterns of a react-router route table (a `<Routes>` element), in order and once each: every route
 * with a path or an index, its parents' paths joined; catch-alls (`*`) left out. A remote compares them with the
 * patterns its build publishes for the deploy server (`src/app/route-patterns.json`), so its 404s follow the table.
 *
 * @example expect(routePatternsOf(CommunityRoutes())).toEqual(patterns);
 */
export function routePatternsOf(table: ReactElement<{ children?: ReactNode }>): string[] {
  const patterns = new Set<string>();
  // The `<Route>` elements as react-router reads them (createRoutesFromChildren): fragments and arrays flattened.
  const walk = (children: ReactNode, base: string) => {
    Children.forEach(children, (child) => {
      if (!isValidElement<RouteElementProps>(child)) return;
      const { path, index, children: nested } = child.props;
      if (child.type === Fragment) return walk(nested, base);
      const full = path === undefined ? base : joinPath(base, path);
      if ((index || path !== undefined) && !full.endsWith('*')) patterns.add(full || '/');
      walk(nested, full);
    });
  };
  walk(table.props.children, '');
  return [...patterns];
}

const PAGE_NOT_FOUND_WORDS = {
  en: { title: 'Page Not Found', goHome: 'Go Home', goBack: 'Go Back' },
  ar: { title: 'الصفحة غير موجودة', goHome: 'العودة إلى الرئيسية', goBack: 'رجوع' },
} as const;

/**
 * Asserts that the page shows the one Page Not Found (P1 §2) in `locale`: its heading, Go Home to `/`, Go Back,
 * and its page title. Every app's unknown-route test uses it, so the page's words are checked in one place.
 *
 * @example await renderAt('/news/abc/def', 'ar'); await expectPageNotFound('ar');
 */
export async function expectPageNotFound(locale: Locale = 'en'): Promise<void> {
  const words = PAGE_NOT_FOUND_WORDS[locale];
  expect(screen.getByRole('heading', { level: 1, name: words.title })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: words.goHome })).toHaveAttribute('href', '/');
  expect(screen.getByRole('button', { name: words.goBack })).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe(`${words.title} | MENA Arena`));
}
