import { answerPage } from './page-strategy';

const after = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));
const failAfter = (ms: number) =>
  new Promise<never>((_, reject) => setTimeout(() => reject(new TypeError('Failed to fetch')), ms));

function sources(network: Promise<string>, cached: string | undefined) {
  const calls = { cachedShell: 0, offlinePage: 0 };
  return {
    calls,
    page: {
      network,
      cachedShell: async () => {
        calls.cachedShell += 1;
        return cached;
      },
      offlinePage: async () => {
        calls.offlinePage += 1;
        return 'offline page';
      },
      timeoutMs: 40,
    },
  };
}

describe('answerPage', () => {
  it('answers with the server page when it comes in time, without reading the cache', async () => {
    const { page, calls } = sources(after(5, 'server page'), 'cached shell');
    expect(await answerPage(page)).toBe('server page');
    expect(calls).toEqual({ cachedShell: 0, offlinePage: 0 });
  });

  it('draws the cached shell when the network is slow', async () => {
    const { page } = sources(after(200, 'server page'), 'cached shell');
    expect(await answerPage(page)).toBe('cached shell');
  });

  it('waits for a slow network when no shell is cached', async () => {
    const { page } = sources(after(80, 'server page'), undefined);
    expect(await answerPage(page)).toBe('server page');
  });

  it('answers with the offline page when the network fails, even with a cached shell', async () => {
    const { page, calls } = sources(failAfter(5), 'cached shell');
    expect(await answerPage(page)).toBe('offline page');
    expect(calls).toEqual({ cachedShell: 0, offlinePage: 1 });
  });

  it('answers with the offline page when a slow network then fails and nothing is cached', async () => {
    const { page } = sources(failAfter(80), undefined);
    expect(await answerPage(page)).toBe('offline page');
  });

  it('waits for the network when the cache cannot be read', async () => {
    const { page } = sources(after(80, 'server page'), undefined);
    page.cachedShell = () => Promise.reject(new Error('cache unavailable'));
    expect(await answerPage(page)).toBe('server page');
  });
});
