/** A route of the fake API: the path (and query) it answers, and the status and body it answers with. */
export interface FakeRoute {
  match: (url: URL) => boolean;
  status?: number;
  body?: unknown;
  /** Never answers, to hold a screen in its loading state. */
  pending?: boolean;
}

/**
 * Replaces `fetch` with a fake API for component tests; unmatched calls answer 404. Returns the mock so tests
 * can look at the calls made.
 */
export function mockApi(routes: FakeRoute[]): jest.Mock {
  const fetchMock = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    const route = routes.find((candidate) => candidate.match(url));
    if (route?.pending) return new Promise<never>(() => undefined);
    const status = route ? (route.status ?? 200) : 404;
    const body = route ? route.body : { code: 4004, message: 'Not found' };
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: String(status),
      text: async () => (body === undefined ? '' : JSON.stringify(body)),
    } as Response;
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

export const path = (pathname: string) => (url: URL) => url.pathname === pathname;
