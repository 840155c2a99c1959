import { SETTLE_DELAY_MS, type RemoteDescriptor } from '@arena/shared-kit';
import { mockApi, type MockAnswer } from '@arena/shared-kit/testing';
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
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    for (const url of [TOURNAMENTS, PASS, COMMUNITY]) takePrefetchedManifest(url)?.catch(() => undefined);
    jest.restoreAllMocks();
  });

  it('fetches the linked manifests at low priority once the page has settled, and hands each to the runtime once', async () => {
    const api = mockApi({
      [`GET ${new URL(PASS).pathname}`]: { body: { name: 'pass' } },
      [`GET ${new URL(COMMUNITY).pathname}`]: { body: { name: 'community' } },
    });
    prefetchLinkedManifests(remotes, HEADER, loadedWindow('/tournaments'));
    expect(api).not.toHaveBeenCalled();
    jest.advanceTimersByTime(SETTLE_DELAY_MS);
    expect(api).not.toHaveBeenCalled();

    jest.advanceTimersByTime(5000);
    expect(api.mock.calls).toEqual([
      [PASS, { priority: 'low' }],
      [COMMUNITY, { priority: 'low' }],
    ]);
    expect(isManifestPrefetched(TOURNAMENTS)).toBe(false);

    const plugin = arenaManifestPrefetchPlugin();
    const fetchHook = plugin.fetch as (url: string, init: RequestInit) => Promise<Response> | undefined;
    const handed = await fetchHook(COMMUNITY, {});
    await expect(handed?.json()).resolves.toEqual({ name: 'community' });
    // Handed over once; one not prefetched is left to the runtime's own fetch.
    expect(fetchHook(COMMUNITY, {})).toBeUndefined();
    expect(fetchHook(TOURNAMENTS, {})).toBeUndefined();
    expect(api).toHaveBeenCalledTimes(2);
  });

  it('a failed prefetch keeps nothing; one that fails while the runtime waits is fetched again', async () => {
    let fail: (error: Error) => void = () => undefined;
    const answers: (() => MockAnswer)[] = [
      () => ({ status: 503 }),
      () => ({ later: new Promise((_, reject) => (fail = reject)) }),
      () => ({ body: { name: 'fresh' } }),
    ];
    const api = mockApi({ [`GET ${new URL(COMMUNITY).pathname}`]: () => answers.shift()!() });
    prefetchLinkedManifests(remotes, ['/news'], loadedWindow('/tournaments'));
    jest.advanceTimersByTime(5000);
    expect(api).toHaveBeenCalledTimes(1);
    await flush();
    expect(isManifestPrefetched(COMMUNITY)).toBe(false);

    prefetchLinkedManifests(remotes, ['/news'], loadedWindow('/tournaments'));
    jest.advanceTimersByTime(5000);
    const handed = takePrefetchedManifest(COMMUNITY, {});
    fail(new Error('offline'));
    await expect(handed?.then((response) => response.json())).resolves.toEqual({ name: 'fresh' });
    expect(api).toHaveBeenLastCalledWith(COMMUNITY, {});
  });

  it('fetches nothing when the connection asks to save data', () => {
    const api = mockApi({});
    prefetchLinkedManifests(remotes, HEADER, loadedWindow('/', true));
    jest.advanceTimersByTime(10_000);
    expect(api).not.toHaveBeenCalled();
  });
});
