import { KitProvider, setLocale } from '@arena/shared-kit';
import { useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { renderWithKit } from '@arena/shared-kit/testing';
import '../../i18n';
import type { UnavailableRemoteModule } from './fallback-plugin';
import { RemoteWidget } from './remote-widget';
import { loadRemoteModule } from './remotes';

jest.mock('./remotes', () => ({ loadRemoteModule: jest.fn() }));
const loadRemoteModuleMock = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

// Widgets are cached per remote/expose for the page's lifetime, so each test uses its own expose names.
describe('RemoteWidget', () => {
  beforeEach(async () => {
    await act(() => setLocale('en'));
    loadRemoteModuleMock.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('draws the widget of the remote with its props', async () => {
    loadRemoteModuleMock.mockResolvedValue({ default: ({ title }: { title: string }) => <p>{title}</p> });
    renderWithKit(<RemoteWidget remote="community" widget="LatestNews" props={{ title: 'Fresh news' }} />);
    expect(await screen.findByText('Fresh news')).toBeInTheDocument();
    expect(loadRemoteModuleMock).toHaveBeenCalledWith('community', 'LatestNews');
  });

  it('shows the compact unavailable message when the remote is down (fallback marker)', async () => {
    const marker: UnavailableRemoteModule = {
      __arenaUnavailable: true,
      id: 'pass/PassPreview',
      failure: { kind: 'network', stage: 'manifest' },
      error: new TypeError('Failed to fetch'),
    };
    loadRemoteModuleMock.mockResolvedValue(marker);
    renderWithKit(<RemoteWidget remote="pass" widget="PassPreview" />);
    const fallback = await screen.findByTestId('section-unavailable');
    expect(fallback).toHaveAttribute('data-failure', 'network');
    expect(fallback).toHaveTextContent('This section is temporarily unavailable.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows the compact unavailable message when the widget throws, and leaves its neighbours alone', async () => {
    const Broken = () => {
      throw new Error('render failure');
    };
    loadRemoteModuleMock.mockImplementation(async (remote) =>
      remote === 'tournaments' ? { default: Broken } : { default: () => <p>news list</p> },
    );
    renderWithKit(
      <>
        <RemoteWidget remote="tournaments" widget="LatestTournaments" />
        <RemoteWidget remote="community" widget="LatestNewsAgain" />
      </>,
    );
    expect(await screen.findByTestId('section-unavailable')).toBeInTheDocument();
    expect(await screen.findByText('news list')).toBeInTheDocument();
  });

  it('defers a below-the-fold widget until it comes near the viewport', async () => {
    let notify: (entries: Partial<IntersectionObserverEntry>[]) => void = () => undefined;
    const observe = jest.fn();
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
        notify = callback;
      }
      observe = observe;
      disconnect = jest.fn();
    };
    let loaded: (module: { default: () => JSX.Element }) => void = () => undefined;
    loadRemoteModuleMock.mockReturnValue(new Promise((resolve) => (loaded = resolve)));
    const { container } = renderWithKit(
      <RemoteWidget remote="tournaments" widget="DeferredProbe" loadWhenVisible />,
    );
    const placeholder = () => container.querySelector('[aria-hidden="true"]') as HTMLElement;
    expect(observe).toHaveBeenCalled();
    expect(loadRemoteModuleMock).not.toHaveBeenCalled();
    // Nothing loads yet, so nothing moves: a shimmer off screen is painted again every frame.
    expect(getComputedStyle(placeholder()).animation).not.toMatch(/infinite/);
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
    act(() => notify([{ isIntersecting: true }]));
    // Loading now: the placeholder shimmers.
    await waitFor(() => expect(container.querySelector('[data-deferred-widget]')).toBeNull());
    expect(getComputedStyle(placeholder()).animation).toMatch(/1\.4s linear infinite/);
    // ...and says the section is still coming (the e2e route walk waits for no busy region before it measures).
    expect(placeholder().closest('[aria-busy="true"]')).not.toBeNull();
    act(() => loaded({ default: () => <p>Deferred widget</p> }));
    expect(await screen.findByText('Deferred widget')).toBeInTheDocument();
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
    expect(loadRemoteModuleMock).toHaveBeenCalledWith('tournaments', 'DeferredProbe');
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });
  // The shell's root has no query cache (`/` paints without TanStack Query, DESIGN §8): widgets get their own.
  it('gives a widget the shared query cache although the shell root provides none', async () => {
    function CountWidget() {
      const { data } = useQuery({ queryKey: ['test', 'count'], queryFn: async () => 3 });
      return <p>{data === undefined ? 'counting' : `${data} tournaments`}</p>;
    }
    loadRemoteModuleMock.mockResolvedValue({ default: CountWidget });
    render(
      <KitProvider withQueryClient={false}>
        <RemoteWidget remote="tournaments" widget="QueryProbe" />
      </KitProvider>,
    );
    expect(await screen.findByText('3 tournaments')).toBeInTheDocument();
  });

  it('draws a widget that declares usesQueryClient: false as it is', async () => {
    loadRemoteModuleMock.mockResolvedValue({ default: () => <p>Plain widget</p>, usesQueryClient: false });
    render(
      <KitProvider withQueryClient={false}>
        <RemoteWidget remote="pass" widget="PlainProbe" />
      </KitProvider>,
    );
    expect(await screen.findByText('Plain widget')).toBeInTheDocument();
  });
});
