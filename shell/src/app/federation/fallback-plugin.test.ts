import { setLocale } from '@arena/shared-kit';
import { act, screen, waitFor } from '@testing-library/react';
import arenaFallbackPlugin, {
  isUnavailableRemoteModule,
  type UnavailableRemoteModule,
} from './fallback-plugin';

type Plugin = ReturnType<typeof arenaFallbackPlugin>;
type Hook = (args: Record<string, unknown>) => unknown;

/** Calls one hook of the plugin with the arguments the federation runtime passes (only the ones it reads). */
const hook = (plugin: Plugin, name: keyof Plugin, args: Record<string, unknown>) =>
  (plugin[name] as unknown as Hook)({ origin: {}, ...args });

/** The runtime's own error after a failed manifest: its code sits in a message the plugin never reads. */
const RUNTIME_003 = new Error('[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003');

function failedLoad(plugin: Plugin, id: string, error: unknown = RUNTIME_003): UnavailableRemoteModule {
  const marker = hook(plugin, 'errorLoadRemote', { id, error, lifecycle: 'onLoad', from: 'runtime' });
  if (!isUnavailableRemoteModule(marker)) throw new Error(`no fallback for ${id}`);
  return marker;
}

describe('arenaFallbackPlugin: load failures by the runtime hook and the error type', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('a manifest without an answer is a network failure', async () => {
    const plugin = arenaFallbackPlugin();
    await hook(plugin, 'afterLoadManifest', {
      manifestUrl: 'http://community.test/mf-manifest.json',
      moduleInfo: { name: 'community' },
      error: new TypeError('Failed to fetch'),
    });
    expect(failedLoad(plugin, 'community/LatestNews').failure).toEqual({
      kind: 'network',
      stage: 'manifest',
    });
    // Every expose of that remote reads the same failure.
    expect(failedLoad(plugin, 'community/Footer').failure.kind).toBe('network');
  });

  it('a manifest answered with an error status is an http failure with that status', async () => {
    const plugin = arenaFallbackPlugin();
    await hook(plugin, 'afterLoadManifest', {
      manifestUrl: 'http://pass.test/mf-manifest.json',
      moduleInfo: { name: 'pass' },
      response: new Response('<html>', { status: 502 }),
      error: new SyntaxError('Unexpected token <'),
    });
    expect(failedLoad(plugin, 'pass/PassPreview').failure).toEqual({
      kind: 'http',
      stage: 'manifest',
      status: 502,
    });
  });

  it('an entry script that did not load is a network failure; one that loaded and failed is evaluation', async () => {
    const plugin = arenaFallbackPlugin();
    const runtime008 = new Error('[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008');
    await hook(plugin, 'loadEntryError', { remoteInfo: { name: 'tournaments' } });
    await hook(plugin, 'afterLoadEntry', { remoteInfo: { name: 'tournaments' }, error: runtime008 });
    expect(failedLoad(plugin, 'tournaments/LatestTournaments', runtime008).failure).toEqual({
      kind: 'network',
      stage: 'entry',
    });
    await hook(plugin, 'afterLoadEntry', {
      remoteInfo: { name: 'account' },
      error: new Error('#RUNTIME-001'),
    });
    expect(failedLoad(plugin, 'account/Bell').failure).toEqual({ kind: 'evaluation', stage: 'entry' });
  });

  it('a remote that loads again forgets its failure', async () => {
    const plugin = arenaFallbackPlugin();
    await hook(plugin, 'loadEntryError', { remoteInfo: { name: 'pass' } });
    await hook(plugin, 'afterLoadEntry', { remoteInfo: { name: 'pass' }, error: new Error('x') });
    await hook(plugin, 'afterLoadEntry', { remoteInfo: { name: 'pass' }, remoteEntryExports: {} });
    expect(failedLoad(plugin, 'pass/PassPreview', new Error('x')).failure.stage).toBe('expose');
  });

  it('an expose that fails is classified by the error type and code, never by its message', () => {
    const plugin = arenaFallbackPlugin();
    const chunk = Object.assign(new Error('something went wrong'), {
      name: 'ChunkLoadError',
      type: 'missing',
    });
    expect(failedLoad(plugin, 'community/News', chunk).failure).toEqual({ kind: 'chunk', stage: 'expose' });
    const css = Object.assign(new Error('x'), { code: 'CSS_CHUNK_LOAD_FAILED' });
    expect(failedLoad(plugin, 'community/News', css).failure.kind).toBe('chunk');
    expect(failedLoad(plugin, 'community/News', new ReferenceError('x is not defined')).failure.kind).toBe(
      'evaluation',
    );
    // The words the old regular expressions looked for no longer decide anything.
    const worded = new Error('Loading chunk 7 failed: Failed to fetch, status 404, RUNTIME-008');
    expect(failedLoad(plugin, 'community/News', worded).failure.kind).toBe('unknown');
  });

  it('leaves every lifecycle but onLoad to the runtime', () => {
    const plugin = arenaFallbackPlugin();
    const args = { id: 'x', error: RUNTIME_003, lifecycle: 'afterResolve', from: 'runtime' };
    expect(hook(plugin, 'errorLoadRemote', args)).toBeUndefined();
  });

  it('a remote app that cannot load mounts the unavailable message with its failure kind', async () => {
    await act(() => setLocale('en'));
    const plugin = arenaFallbackPlugin();
    await hook(plugin, 'afterLoadManifest', {
      moduleInfo: { name: 'community' },
      error: new TypeError('Failed to fetch'),
    });
    const lifecycles = hook(plugin, 'errorLoadRemote', {
      id: 'community/app',
      error: RUNTIME_003,
      lifecycle: 'onLoad',
    }) as { mount: (props: { domElement: HTMLElement }) => Promise<void>; unmount: () => Promise<void> };
    const container = document.createElement('div');
    document.body.append(container);
    await act(() => lifecycles.mount({ domElement: container }));
    await waitFor(() =>
      expect(screen.getByTestId('section-unavailable')).toHaveAttribute('data-failure', 'network'),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This section is temporarily unavailable');
    await act(() => lifecycles.unmount());
    container.remove();
  });
});
