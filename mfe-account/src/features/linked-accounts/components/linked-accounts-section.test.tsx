import { browserNavigation, sessionStore } from '@arena/shared-kit';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AccountRoutes } from '../../../app/routes';
import { testUser } from '../../../testing/fixtures';
import { clearToasts, mockApi, type MockRoute, renderWithKit, resetKit } from '@arena/shared-kit/testing';
import { setSession } from '../../../testing/render';
import { NOT_LINKED_ROUTES, testCountries, toastTexts } from '../../../testing/settings-fixtures';

const discordAccount = {
  id: '123456789012345678',
  username: 'falcon_discord',
  avatar: 'http://localhost:8090/media/avatar/falcon.svg',
  connectedAt: '2026-03-05T12:00:00Z',
};
const twitterAccount = {
  username: 'falcon_x',
  profileImageUrl: 'http://localhost:8090/media/avatar/falcon-x.svg',
  connectedAt: '2026-03-06T12:00:00Z',
};

function api(routes: Record<string, MockRoute>) {
  return mockApi({
    'GET /v1/general/countries': { body: { data: { countries: testCountries } } },
    ...NOT_LINKED_ROUTES,
    ...routes,
  });
}

async function renderSettings() {
  setSession(testUser);
  renderWithKit(<AccountRoutes />, { path: '/account/settings' });
  await screen.findByRole('heading', { level: 1, name: 'Settings' });
}

function card(name: string) {
  return screen.getByRole('article', { name });
}

beforeEach(async () => {
  await resetKit('en');
  clearToasts();
});

afterEach(() => jest.restoreAllMocks());

describe('linked accounts on the settings page', () => {
  it('shows a linked chat-community account and an unlinked social account', async () => {
    api({ 'GET /v1/discord/account': { body: { data: discordAccount } } });
    await renderSettings();
    const section = screen.getByRole('region', { name: 'Linked accounts' });
    const discord = within(section).getByRole('article', { name: 'Discord' });
    expect(await within(discord).findByText('Connected')).toBeInTheDocument();
    expect(within(discord).getByText('falcon_discord')).toBeInTheDocument();
    expect(within(discord).getByText('123456789012345678')).toBeInTheDocument();
    expect(within(discord).getByText('Mar 5, 2026')).toBeInTheDocument();
    expect(within(discord).getByRole('img', { name: "falcon_discord's avatar" })).toHaveAttribute(
      'src',
      discordAccount.avatar,
    );
    expect(within(discord).getByRole('button', { name: 'Unlink Discord' })).toBeInTheDocument();

    const twitter = card('X (Twitter)');
    expect(await within(twitter).findByText('Not connected')).toBeInTheDocument();
    expect(within(twitter).getByRole('button', { name: 'Connect X (Twitter)' })).toBeInTheDocument();
  });

  it('shows a linked social account with its username and picture', async () => {
    api({ 'GET /v1/twitter/account': { body: { data: twitterAccount } } });
    await renderSettings();
    const twitter = card('X (Twitter)');
    expect(await within(twitter).findByText('falcon_x')).toBeInTheDocument();
    expect(within(twitter).getByRole('img', { name: "falcon_x's avatar" })).toHaveAttribute(
      'src',
      twitterAccount.profileImageUrl,
    );
    expect(within(twitter).queryByText('ID')).not.toBeInTheDocument();
    expect(await within(card('Discord')).findByRole('button', { name: 'Connect Discord' })).toBeEnabled();
  });

  it('connects by sending the browser to the provider with a way back to /link-discord', async () => {
    const leave = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const stub = api({
      'GET /v1/discord/auth': { body: { url: 'http://localhost:8090/auth/connect/discord?state=s1' } },
    });
    await renderSettings();
    fireEvent.click(await within(card('Discord')).findByRole('button', { name: 'Connect Discord' }));
    await waitFor(() =>
      expect(leave).toHaveBeenCalledWith('http://localhost:8090/auth/connect/discord?state=s1'),
    );
    const [authUrl] = stub.mock.calls
      .map(([url]) => new URL(String(url)))
      .filter((url) => url.pathname === '/v1/discord/auth');
    expect(authUrl.searchParams.get('redirect_url')).toBe(
      `${window.location.origin}/link-discord?provider=discord`,
    );
    expect(within(card('Discord')).getByRole('button', { name: 'Connecting…' })).toBeDisabled();
  });

  it('says when authentication could not start', async () => {
    const leave = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    api({ 'GET /v1/discord/auth': () => ({ status: 400, body: { code: 4000, message: 'bad redirect' } }) });
    await renderSettings();
    fireEvent.click(await within(card('Discord')).findByRole('button', { name: 'Connect Discord' }));
    await waitFor(() => expect(toastTexts()).toContain('Failed to start Discord authentication'));
    expect(leave).not.toHaveBeenCalled();
    expect(within(card('Discord')).getByRole('button', { name: 'Connect Discord' })).toBeEnabled();
  });

  it('unlinks after a plain confirmation and drops the link from the session', async () => {
    const stub = api({
      'GET /v1/discord/account': { body: { data: discordAccount } },
      'DELETE /v1/discord/unlink': { body: { message: 'Discord account unlinked successfully' } },
    });
    await renderSettings();
    fireEvent.click(await within(card('Discord')).findByRole('button', { name: 'Unlink Discord' }));
    const dialog = screen.getByRole('dialog', { name: 'Unlink your Discord account?' });
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unlink Discord' }));

    await waitFor(() => expect(toastTexts()).toContain('Discord account unlinked successfully'));
    expect(stub.calls()).toContain('DELETE /v1/discord/unlink');
    // The toast lives in its own root: it can render a moment before the card and its dialog do.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(card('Discord')).getByText('Not connected')).toBeInTheDocument();
    expect(within(card('Discord')).getByRole('button', { name: 'Connect Discord' })).toBeInTheDocument();
    expect(sessionStore.getState().user!.connections?.discord).toBeNull();
    expect(sessionStore.getState().user!.discordLinked).toBe(false);
  });

  it('keeps the account when the unlink is cancelled or fails', async () => {
    const stub = api({
      'GET /v1/twitter/account': { body: { data: twitterAccount } },
      'DELETE /v1/twitter/unlink': () => ({ status: 500, body: { code: 5000, message: 'down' } }),
    });
    await renderSettings();
    const unlink = await within(card('X (Twitter)')).findByRole('button', { name: 'Unlink X (Twitter)' });
    fireEvent.click(unlink);
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Unlink your X (Twitter) account?' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    expect(stub.calls()).not.toContain('DELETE /v1/twitter/unlink');

    fireEvent.click(unlink);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Unlink X (Twitter)' }));
    await waitFor(() => expect(toastTexts()).toContain('Failed to unlink Twitter account'));
    expect(within(card('X (Twitter)')).getByText('falcon_x')).toBeInTheDocument();
  });

  it('speaks Arabic', async () => {
    await resetKit('ar');
    api({ 'GET /v1/discord/account': { body: { data: discordAccount } } });
    setSession(testUser);
    renderWithKit(<AccountRoutes />, { path: '/account/settings' });
    const discord = await screen.findByRole('article', { name: 'ديسكورد' });
    expect(await within(discord).findByText('متصل')).toBeInTheDocument();
    expect(within(discord).getByRole('button', { name: 'إلغاء ربط ديسكورد' })).toBeInTheDocument();
    expect(
      await within(screen.getByRole('article', { name: 'إكس (تويتر)' })).findByRole('button', {
        name: 'ربط إكس (تويتر)',
      }),
    ).toBeInTheDocument();
  });
});
