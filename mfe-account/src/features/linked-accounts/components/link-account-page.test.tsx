import { screen, waitFor } from '@testing-library/react';
import { AccountRoutes } from '../../../app/routes';
import { testUser } from '../../../testing/fixtures';
import { mockApi, type MockRoute, renderWithKit, resetKit } from '@arena/shared-kit/testing';
import { setSession } from '../../../testing/render';
import { NOT_LINKED_ROUTES } from '../../../testing/settings-fixtures';

const discordAccount = {
  id: '123456789012345678',
  username: 'falcon_discord',
  avatar: null,
  connectedAt: '2026-03-05T12:00:00Z',
};

/** The stub, with account lookups held until `release` so the checking state can be seen. */
function heldApi(routes: Record<string, MockRoute>) {
  const stub = mockApi({ ...NOT_LINKED_ROUTES, ...routes });
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const answer = stub.getMockImplementation()!;
  stub.mockImplementation(async (input, init) => {
    await gate;
    return answer(input, init);
  });
  return { stub, release };
}

function renderLinkPage(path: string) {
  setSession(testUser);
  renderWithKit(<AccountRoutes />, { path });
}

beforeEach(async () => {
  await resetKit('en');
});

describe('/link-discord', () => {
  it('checks the account, then shows it connected, without the account layout', async () => {
    const { stub, release } = heldApi({ 'GET /v1/discord/account': { body: { data: discordAccount } } });
    renderLinkPage('/link-discord?provider=discord&status=connected');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Link Discord Account' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Checking…');
    release();

    expect(await screen.findByText('Connected')).toBeInTheDocument();
    expect(screen.getByText('falcon_discord')).toBeInTheDocument();
    expect(screen.getByText('123456789012345678')).toBeInTheDocument();
    expect(screen.queryByText('Checking…')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Settings' })).toHaveAttribute(
      'href',
      '/account/settings',
    );
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(stub.calls()).toEqual(['GET /v1/discord/account']);
    await waitFor(() => expect(document.title).toBe('Link Discord Account | MENA Arena'));
  });

  it('reads the provider as discord by default and shows Not connected when there is no account', async () => {
    const { stub, release } = heldApi({});
    renderLinkPage('/link-discord');
    release();
    expect(await screen.findByText('Not connected')).toBeInTheDocument();
    expect(
      screen.getByText('No account is linked. You can connect one from your settings.'),
    ).toBeInTheDocument();
    expect(stub.calls()).toEqual(['GET /v1/discord/account']);
  });

  it('checks the social account and says the linking was cancelled', async () => {
    const { stub, release } = heldApi({});
    renderLinkPage('/link-discord?provider=twitter&status=failed&reason=access_denied');
    release();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Link X (Twitter) Account' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Not connected')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Linking was cancelled.');
    expect(stub.calls()).toEqual(['GET /v1/twitter/account']);
  });

  it('says when linking failed', async () => {
    const { release } = heldApi({});
    renderLinkPage('/link-discord?provider=discord&status=failed&reason=invalid_state');
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The account could not be linked. Please try again.',
    );
  });

  it('treats a failed lookup as not connected and only logs it', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { release } = heldApi({
      'GET /v1/discord/account': () => ({ status: 500, body: { code: 5000, message: 'down' } }),
    });
    renderLinkPage('/link-discord?provider=discord&status=connected');
    release();
    expect(await screen.findByText('Not connected')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('[account] Failed to load the discord account', expect.anything());
    log.mockRestore();
  });

  it('speaks Arabic', async () => {
    await resetKit('ar');
    const { release } = heldApi({ 'GET /v1/discord/account': { body: { data: discordAccount } } });
    renderLinkPage('/link-discord?provider=discord&status=connected');
    expect(await screen.findByRole('heading', { level: 1, name: 'ربط حساب ديسكورد' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('جارٍ التحقق…');
    release();
    expect(await screen.findByText('متصل')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى الإعدادات' })).toBeInTheDocument();
  });
});
