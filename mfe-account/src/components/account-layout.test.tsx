import { screen, waitFor, within } from '@testing-library/react';
import { AccountRoutes } from '../app/routes';
import { testUser } from '../testing/fixtures';
import { mockApi, renderWithKit, resetKit } from '@arena/shared-kit/testing';
import { setSession } from '../testing/render';
import { NOT_LINKED_ROUTES } from '../testing/settings-fixtures';

beforeEach(async () => {
  await resetKit('en');
  mockApi(NOT_LINKED_ROUTES);
  setSession(testUser);
});

describe('account routes', () => {
  it('draws /link-discord without the account layout', async () => {
    renderWithKit(<AccountRoutes />, { path: '/link-discord' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Link Discord Account' }),
    ).toBeInTheDocument();
    // GET /v1/discord/account answers 404: not linked.
    expect(await screen.findByText('Not connected')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Settings' })).toHaveAttribute(
      'href',
      '/account/settings',
    );
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows the invite page without a signed-in user or the account layout', async () => {
    setSession(null);
    mockApi({
      'GET /v1/teams/vanity/hawks': {
        body: {
          data: {
            id: 't1',
            name: 'Hawks',
            shortName: 'HWK',
            profileImg: null,
            membersCount: 2,
            vanity: 'hawks',
          },
        },
      },
    });
    renderWithKit(<AccountRoutes />, { path: '/invite/hawks' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hawks' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join Team' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Team Invite | MENA Arena'));
  });

  it('sends /ticket without an id to the tickets list, with Tickets active in the sidebar', async () => {
    mockApi({
      'GET /v1/bug-report/my-reports': {
        body: { status: 'success', data: { reports: [], pagination: { currentPage: 1, totalPages: 1 } } },
      },
    });
    renderWithKit(<AccountRoutes />, { path: '/ticket' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tickets' })).toBeInTheDocument();
    const sidebar = screen.getByRole('navigation', { name: 'Account' });
    expect(within(sidebar).getByRole('link', { current: 'page' })).toHaveTextContent('Tickets');
  });

  it("shows the portal's one Page Not Found for unknown account paths, without the account layout", () => {
    renderWithKit(<AccountRoutes />, { path: '/account/unknown' });
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Back to Profile' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('translates the sidebar into Arabic', async () => {
    await resetKit('ar');
    mockApi(NOT_LINKED_ROUTES);
    setSession(testUser);
    renderWithKit(<AccountRoutes />, { path: '/account/settings' });
    // The settings screen loads with its route; wait for it so nothing resolves after the test.
    await screen.findByRole('heading', { level: 1 });
    const sidebar = screen.getByRole('navigation', { name: 'الحساب' });
    expect(within(sidebar).getByRole('link', { current: 'page' })).toHaveTextContent('الإعدادات');
    expect(within(sidebar).getByRole('link', { name: 'تسجيل الخروج' })).toBeInTheDocument();
  });
});
