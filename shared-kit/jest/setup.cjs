require('@testing-library/jest-dom');
// jsdom has no <dialog> methods; give it the open/close behaviour the kit relies on.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal() {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close() {
    this.removeAttribute('open');
  };
}

// `findBy…` and `waitFor` wait up to 5 s instead of 1 s: lazily loaded parts (popups, strips) take longer than a
// second to import on a busy 2-core CI machine, and a test that waits longer for what must appear loses nothing.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });

// The query cache loads on first use in the browser (shared-kit src/query); tests get it before they render, so
// `KitProvider` and `queryClient` behave as inside a mounted remote.
globalThis.beforeAll(() => require('../src/query/query-client.ts').loadQueryClient());

// No request leaves a unit test. A call the test did not mock (`mockApi`) fails at once, as a browser's fetch does
// offline, instead of reaching for localhost: a real connection attempt could end after the test and log into the
// next one ("Cannot log after tests are done", which fails the run). `mockApi` spies on this fetch, and
// `resetKit()` / `jest.restoreAllMocks()` put this one back.
globalThis.fetch = function unmockedFetch(input) {
  const url = typeof input === 'string' ? input : (input?.url ?? String(input));
  return Promise.reject(new TypeError(`Failed to fetch: no mock answers ${url} in this unit test`));
};

// In CI a failing test runs once more, as Playwright's suites do (`retries: 1` in CI): a test that fails on a slow,
// busy machine and passes at once is reported (its first error is logged) without failing the gate; one that fails
// twice fails it. Locally a test runs once.
if (process.env.CI) require('@jest/globals').jest.retryTimes(1, { logErrorsBeforeRetry: true });
