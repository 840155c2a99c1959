import { sessionStore, setLocale, setPlatformConfig } from '@arena/shared-kit';
import { renderWithKit, signInAddress } from '@arena/shared-kit/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { aUser, resetSession } from '../../testing/test-utils';
import { Header } from './header';

jest.mock('../federation/remotes', () => ({
  loadRemoteModule: jest.fn(async () => ({
    default: () => <button type="button">Notifications bell</button>,
  })),
}));

describe('Header', () => {
  beforeAll(() => setPlatformConfig({ authUrl: 'http://auth.test' }));
  beforeEach(async () => {
    resetSession();
    await act(() => setLocale('en'));
  });

  it('shows navigation with the current section highlighted, Help, and Sign In for a visitor', () => {
    renderWithKit(<Header pathname="/tournaments/12" search="?tab=teams" />);
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/me-pass',
      '/tournaments',
      '/loyalty-leaderboard',
      '/news',
      '/account/tickets',
    ]);
    expect(within(nav).getByRole('link', { name: 'Tournaments' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/account/tickets');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      signInAddress('http://auth.test', `${window.location.origin}/tournaments/12?tab=teams`),
    );
    expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
  });

  it('shows the bell and the avatar menu for a signed-in player', async () => {
    sessionStore.getState().signIn('jwt');
    sessionStore.getState().setUser(aUser({ displayName: 'Layla' }));
    renderWithKit(<Header pathname="/" search="" />);
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Notifications bell' })).toBeInTheDocument();

    const trigger = screen.getByRole('button', { name: 'Account menu for Layla' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/account');
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toHaveAttribute('href', '/logout');
    expect(within(menu).queryByRole('menuitem', { name: /Staff Desk/ })).not.toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it.each([
    [
      'an admin every staff page',
      ['admin'],
      'en',
      [
        'Profile',
        'Staff Desk: Tickets',
        'Staff Desk: Payouts',
        'Staff Desk: Disputes',
        'Staff Desk: Tournaments',
        'Staff Desk: Pass',
        'Staff Desk: News',
        'Staff Desk: Home Page',
        'Staff Desk: Players',
        'Staff Desk: Audit Log',
        'Logout',
      ],
    ],
    [
      'support its staff pages',
      ['support'],
      'en',
      [
        'Profile',
        'Staff Desk: Tickets',
        'Staff Desk: Payouts',
        'Staff Desk: Disputes',
        'Staff Desk: Players',
        'Logout',
      ],
    ],
    [
      'an organizer its staff pages, in Arabic',
      ['organizer'],
      'ar',
      [
        'الملف الشخصي',
        'مكتب فريق العمل: النزاعات',
        'مكتب فريق العمل: البطولات',
        'مكتب فريق العمل: الباس',
        'تسجيل الخروج',
      ],
    ],
    [
      'an editor the news and home page desks, in Arabic',
      ['editor'],
      'ar',
      ['الملف الشخصي', 'مكتب فريق العمل: الأخبار', 'مكتب فريق العمل: الصفحة الرئيسية', 'تسجيل الخروج'],
    ],
  ] as const)('offers %s in the avatar menu', async (_case, staffRoles, locale, items) => {
    await act(() => setLocale(locale));
    sessionStore.getState().signIn('jwt');
    sessionStore.getState().setUser(aUser({ displayName: 'Staff', staffRoles: [...staffRoles] }));
    renderWithKit(<Header pathname="/" search="" />);
    fireEvent.click(await screen.findByRole('button', { name: /Staff/ }));
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(items);
  });

  it('links each staff page of the avatar menu to its path', async () => {
    sessionStore.getState().signIn('jwt');
    sessionStore.getState().setUser(aUser({ displayName: 'Staff', role: 'admin', staffRoles: ['admin'] }));
    renderWithKit(<Header pathname="/" search="" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Account menu for Staff' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Staff Desk: Tickets' })).toHaveAttribute(
      'href',
      '/staff/tickets',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Staff Desk: Audit Log' })).toHaveAttribute(
      'href',
      '/staff/audit',
    );
  });

  it('holds the place of the account actions while the user of a token loads, and says it is busy', async () => {
    sessionStore.getState().signIn('jwt');
    renderWithKit(<Header pathname="/" search="" />);
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(document.querySelectorAll('[aria-busy="true"]')).toHaveLength(1);

    act(() => sessionStore.getState().setUser(aUser({ displayName: 'Layla' })));
    expect(await screen.findByRole('button', { name: 'Account menu for Layla' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Notifications bell' })).toBeInTheDocument();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('toggles the language: EN while Arabic is active, AR while English is, flipping <html dir>', async () => {
    await act(() => setLocale('ar'));
    renderWithKit(<Header pathname="/" search="" />);
    const toggle = screen.getByTestId('language-toggle');
    expect(toggle).toHaveTextContent('EN');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('link', { name: 'الرئيسية' })).toBeInTheDocument();

    fireEvent.click(toggle);
    await screen.findByRole('link', { name: 'Home' });
    expect(toggle).toHaveTextContent('AR');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(window.localStorage.getItem('arena.lang')).toBe('en');

    fireEvent.click(toggle);
    await screen.findByRole('link', { name: 'الرئيسية' });
    expect(toggle).toHaveTextContent('EN');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('folds the navigation behind a menu button that says whether it is open', async () => {
    renderWithKit(<Header pathname="/" search="" />);
    // jsdom applies no media queries, so the small-screen button stays display:none here.
    const button = screen.getByLabelText('Open menu');
    expect(button).toHaveAttribute('aria-controls', 'arena-primary-nav');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button);
    expect(screen.getByLabelText('Close menu')).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('arena-primary-nav')).toBeInTheDocument();
  });
});
