/** Unit tests only: answers the API client's fetch calls from a table of `METHOD /path` handlers. */
export type MockRoute = (body: unknown) => { status?: number; body?: unknown };

export interface MockApi {
  fetch: jest.Mock;
  calls: () => string[];
}

export function mockApi(routes: Record<string, MockRoute | unknown>): MockApi {
  const fetchMock = jest.fn(async (input: string | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const route = routes[key];
    if (route === undefined) {
      return {
        ok: false,
        status: 404,
        statusText: 'Not Found',
        text: async () => JSON.stringify({ code: 404, message: `no mock for ${key}` }),
      };
    }
    const answer =
      typeof route === 'function'
        ? (route as MockRoute)(init?.body ? JSON.parse(String(init.body)) : undefined)
        : { body: route };
    const status = answer.status ?? 200;
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: String(status),
      text: async () => (answer.body === undefined ? '' : JSON.stringify(answer.body)),
    };
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return {
    fetch: fetchMock,
    calls: () =>
      fetchMock.mock.calls.map(
        ([input, init]) => `${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`,
      ),
  };
}
