import { sessionStore, setLocale, type RemoteDescriptor } from '@arena/shared-kit';
import { act, screen, within } from '@testing-library/react';
import { mockApi, renderWithKit } from '@arena/shared-kit/testing';
import { aUser, resetSession } from '../testing/test-utils';
import type { UnavailableRemoteModule } from './federation/fallback-plugin';
import { canActivateRemote, ShellApp, shellSlotsOf } from './shell-app';

// What the federation runtime plugin hands back for a remote whose entry did not answer.
jest.mock('./federation/remotes', () => ({
  ...jest.requireActual('./federation/remotes'),
  loadRemoteModule: jest.fn(async (remote: string, widget: string): Promise<UnavailableRemoteModule> => ({
    __arenaUnavailable: true,
    id: `${remote}/${widget}`,
    failure: { kind: 'network', stage: 'entry' },
    error: new TypeError('Failed to fetch'),
  })),
}));

const remotes: RemoteDescriptor[] = [
  { name: 'community', entry: 'http://c/mf-manifest.json', routes: ['/news'], version: '1' },
  {
    name: 'account',
    entry: 'http://a/mf-manifest.json',
    routes: ['/account', '/link-discord'],
    bareRoutes: ['/link-discord'],
    version: '1',
  },
];

function pageLayout() {
  document.body.innerHTML = `
    <div id="arena-header"></div>
    <main id="arena-main" tabindex="-1"><div id="arena-shell-page"></div><div id="arena-remotes"></div></main>
    <div id="arena-footer"></div>`;
  return shellSlotsOf();
}

/** Renders the shell and lets the remote widgets it asked for settle. */
async function renderShell(slots: ReturnType<typeof shellSlotsOf>) {
  const view = renderWithKit(<ShellApp remotes={remotes} slots={slots} />);
  await act(async () => undefined);
  return view;
}

function goTo(path: string) {
  act(() => {
    window.history.replaceState(null, '', path);
    window.dispatchEvent(new CustomEvent('single-spa:routing-event'));
  });
}

describe('ShellApp composition', () => {
  beforeEach(async () => {
    resetSession();
    mockApi({ 'GET /v1/home/slides': { body: { data: [] } } });
    await act(() => setLocale('en'));
    window.history.replaceState(null, '', '/');
  });

  it('draws header, home page and footer on /, with landmarks and a skip link', async () => {
    const slots = pageLayout();
    await renderShell(slots);
    expect(within(slots.header).getByRole('banner')).toBeInTheDocument();
    expect(within(slots.header).getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#arena-main',
    );
    expect(within(slots.footer).getByRole('contentinfo')).toBeInTheDocument();
    expect(slots.page).toBeVisible();
    expect(within(slots.page).getByTestId('promo-carousel')).toBeInTheDocument();
    expect(document.title).toBe('MENA Arena');
    // Every widget of a remote that is down shows its own fallback; the rest of the page stays.
    const fallbacks = await within(slots.page).findAllByTestId('section-unavailable');
    expect(fallbacks).toHaveLength(3);
    // The typed fallback of a remote that did not answer, not a widget that threw while drawing it.
    for (const fallback of fallbacks) expect(fallback).toHaveAttribute('data-failure', 'network');
    expect(within(slots.page).getByRole('heading', { name: 'How to start' })).toBeInTheDocument();
  });

  it('hides the shell page while a remote owns the path, and shows Page Not Found for unknown paths', async () => {
    const slots = pageLayout();
    await renderShell(slots);
    goTo('/news/12');
    expect(slots.page.hidden).toBe(true);
    expect(within(slots.header).getByRole('link', { name: 'News' })).toHaveAttribute('aria-current', 'page');
    goTo('/no-such-page');
    expect(slots.page.hidden).toBe(false);
    expect(await within(slots.page).findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('draws no header or footer on bare routes', async () => {
    const slots = pageLayout();
    sessionStore.getState().signIn('jwt');
    await renderShell(slots);
    goTo('/link-discord');
    expect(slots.header).toBeEmptyDOMElement();
    expect(slots.footer).toBeEmptyDOMElement();
    goTo('/coming-soon');
    expect(slots.header).toBeEmptyDOMElement();
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('shows the League Account Required alert to a signed-in player without a game account', async () => {
    const slots = pageLayout();
    sessionStore.getState().signIn('jwt');
    sessionStore.getState().setUser(aUser({ cpid: null }));
    await renderShell(slots);
    const alert = within(slots.header).getByTestId('league-account-alert');
    expect(alert).toHaveTextContent('League Account Required');
    const link = within(alert).getByRole('link', { name: /Create a game account/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    act(() => within(alert).getByRole('button', { name: 'Dismiss' }).click());
    expect(within(slots.header).queryByTestId('league-account-alert')).not.toBeInTheDocument();
  });

  it('does not show the alert when the player has a game account', async () => {
    const slots = pageLayout();
    sessionStore.getState().signIn('jwt');
    sessionStore.getState().setUser(aUser({ cpid: 'cp-9' }));
    await renderShell(slots);
    expect(within(slots.header).queryByTestId('league-account-alert')).not.toBeInTheDocument();
  });
});

describe('canActivateRemote', () => {
  beforeEach(() => resetSession());

  it('keeps signed-in remotes unmounted for visitors, so they never flash before sign-in', () => {
    expect(canActivateRemote({ pathname: '/account', search: '' })).toBe(false);
    expect(canActivateRemote({ pathname: '/account', search: '?token=jwt' })).toBe(true);
    expect(canActivateRemote({ pathname: '/news', search: '' })).toBe(true);
    sessionStore.getState().signIn('jwt');
    expect(canActivateRemote({ pathname: '/account', search: '' })).toBe(true);
  });

  it('keeps every remote unmounted for a banned user', () => {
    sessionStore.getState().markBanned('x');
    expect(canActivateRemote({ pathname: '/news', search: '' })).toBe(false);
  });
});
