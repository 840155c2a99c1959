import { screen, waitFor, within } from '@testing-library/react';
import { AccountRoutes } from '../app/routes';
import { testUser } from '../testing/fixtures';
import { mockApi } from '../testing/mock-api';
import { renderWithKit, resetKit, setSession } from '../testing/render';

beforeEach(async () => {
  await resetKit('en');
  mockApi({});
  setSession(testUser);
});

describe('account routes', () => {
  it.each([
    ['/account/tournaments', 'My Tournaments', 'Tournaments'],
    ['/account/payments', 'Payment Settings', 'Payments'],
    ['/account/rewards', 'Redeemed Reward Codes', 'Rewards'],
    ['/account/tickets', 'Tickets', 'Tickets'],
    ['/ticket/abc123', 'Ticket', 'Tickets'],
  ])('%s shows a placeholder in the account layout with %s as title', async (path, title, activeEntry) => {
    renderWithKit(<AccountRoutes />, { path });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText('This page is coming in a later release.')).toBeInTheDocument();
    const sidebar = screen.getByRole('navigation', { name: 'Account' });
    expect(within(sidebar).getByRole('link', { current: 'page' })).toHaveTextContent(activeEntry);
    await waitFor(() => expect(document.title).toBe(`${title} | MENA Arena`));
  });

  it('draws /link-discord without the account layout', async () => {
    renderWithKit(<AccountRoutes />, { path: '/link-discord' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Link Discord Account' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows the invite page without a signed-in user', async () => {
    setSession(null);
    renderWithKit(<AccountRoutes />, { path: '/invite/hawks' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Team Invite' })).toBeInTheDocument();
  });

  it('sends /ticket without an id to the tickets list', () => {
    renderWithKit(<AccountRoutes />, { path: '/ticket' });
    expect(screen.getByRole('heading', { level: 1, name: 'Tickets' })).toBeInTheDocument();
  });

  it('shows a not-found page for unknown account paths', () => {
    renderWithKit(<AccountRoutes />, { path: '/account/unknown' });
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('translates the sidebar into Arabic', async () => {
    await resetKit('ar');
    setSession(testUser);
    renderWithKit(<AccountRoutes />, { path: '/account/settings' });
    const sidebar = screen.getByRole('navigation', { name: 'الحساب' });
    expect(within(sidebar).getByRole('link', { current: 'page' })).toHaveTextContent('الإعدادات');
    expect(within(sidebar).getByRole('link', { name: 'تسجيل الخروج' })).toBeInTheDocument();
  });
});
