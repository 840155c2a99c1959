import { SETTLE_DELAY_MS, type RemoteDescriptor } from '@arena/shared-kit';
import arenaManifestPrefetchPlugin, {
  isManifestPrefetched,
  takePrefetchedManifest,
} from './manifest-prefetch-plugin';
import { manifestsToPrefetch, prefetchLinkedManifests } from './prefetch-manifests';

const TOURNAMENTS = 'http://t.test/1.0.0/mf-manifest.json';
const PASS = 'http://p.test/2.0.0/mf-manifest.json';
const COMMUNITY = 'http://c.test/3.0.0/mf-manifest.json';
const ACCOUNT = 'http://a.test/unreleased/mf-manifest.json';

const remotes: RemoteDescriptor[] = [
  { name: 'tournaments', entry: TOURNAMENTS, routes: ['/tournaments'], version: '1.0.0' },
  { name: 'pass', entry: PASS, routes: ['/mena-pass', '/me-pass'], version: '2.0.0' },
  { name: 'community', entry: COMMUNITY, routes: ['/news', '/loyalty-leaderboard'], version: '3.0.0' },
  { name: 'account', entry: ACCOUNT, routes: ['/account'], version: 'unreleased' },
];
const HEADER = ['/', '/me-pass', '/tournaments', '/loyalty-leaderboard', '/news'];

/** Lets settled promises run their callbacks. */
async function flush(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}

function answer(status = 200): Response {
  return { ok: status >= 200 && status < 300, status } as Response;
}

/** A window whose page has loaded, without requestIdleCallback (the timer path), at `pathname`. */
function loadedWindow(pathname: string, saveData = false): Window {
  window.history.pushState(null, '', pathname);
  Object.defineProperty(window.navigator, 'connection', { value: { saveData }, configurable: true });
  return window;
}

describe('manifestsToPrefetch', () => {
  it('lists each remote the links lead to once, without the current page’s remote', () => {
    expect(manifestsToPrefetch(remotes, HEADER, '/tournaments/42')).toEqual([PASS, COMMUNITY]);
    expect(manifestsToPrefetch(remotes, HEADER, '/news')).toEqual([PASS, TOURNAMENTS]);
    expect(manifestsToPrefetch(remotes, HEADER, '/')).toEqual([PASS, TOURNAMENTS, COMMUNITY]);
  });

  it('leaves out unreleased remotes and manifests this page already fetched', () => {
    expect(manifestsToPrefetch(remotes, ['/account', '/news'], '/')).toEqual([COMMUNITY]);
    expect(manifestsToPrefetch(remotes, HEADER, '/', (url) => url === PASS)).toEqual([
      TOURNAMENTS,
      COMMUNITY,
    ]);
  });
});

describe('prefetchLinkedManifests and the runtime plugin', () => {
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();

  beforeEach(() => {
    jest.useFakeTimers();
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });
  afterEach(() => {
    jest.useRealTimers();
    for (const url of [TOURNAMENTS, PASS, COMMUNITY]) takePrefetchedManifest(url)?.catch(() => undefined);
  });

  it('fetches the linked manifests at low priority once the page has settled, and hands each to the runtime once', async () => {
    const pass = answer();
    const community = answer();
    fetchMock.mockImplementation((url) => Promise.resolve(url === PASS ? pass : community));
    prefetchLinkedManifests(remotes, HEADER, loadedWindow('/tournaments'));
    expect(fetchMock).not.toHaveBeenCalled();
    jest.advanceTimersByTime(SETTLE_DELAY_MS);
    expect(fetchMock).not.toHaveBeenCalled();

    jest.advanceTimersByTime(5000);
    expect(fetchMock.mock.calls).toEqual([
      [PASS, { priority: 'low' }],
      [COMMUNITY, { priority: 'low' }],
    ]);
    expect(isManifestPrefetched(TOURNAMENTS)).toBe(false);

    const plugin = arenaManifestPrefetchPlugin();
    const fetchHook = plugin.fetch as (url: string, init: RequestInit) => Promise<Response> | undefined;
    await expect(fetchHook(COMMUNITY, {})).resolves.toBe(community);
    // Handed over once; one not prefetched is left to the runtime's own fetch.
    expect(fetchHook(COMMUNITY, {})).toBeUndefined();
    expect(fetchHook(TOURNAMENTS, {})).toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('a failed prefetch keeps nothing; one that fails while the runtime waits is fetched again', async () => {
    fetchMock.mockResolvedValueOnce(answer(503));
    prefetchLinkedManifests(remotes, ['/news'], loadedWindow('/tournaments'));
    jest.advanceTimersByTime(5000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await flush();
    expect(isManifestPrefetched(COMMUNITY)).toBe(false);

    let fail: (error: Error) => void = () => undefined;
    fetchMock.mockImplementationOnce(() => new Promise((_, reject) => (fail = reject)));
    const fresh = answer();
    fetchMock.mockResolvedValueOnce(fresh);
    prefetchLinkedManifests(remotes, ['/news'], loadedWindow('/tournaments'));
    jest.advanceTimersByTime(5000);
    const handed = takePrefetchedManifest(COMMUNITY, {});
    fail(new Error('offline'));
    await expect(handed).resolves.toBe(fresh);
    expect(fetchMock).toHaveBeenLastCalledWith(COMMUNITY, {});
  });

  it('fetches nothing when the connection asks to save data', () => {
    prefetchLinkedManifests(remotes, HEADER, loadedWindow('/', true));
    jest.advanceTimersByTime(10_000);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
