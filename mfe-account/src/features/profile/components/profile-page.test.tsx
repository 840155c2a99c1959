import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AccountRoutes } from '../../../app/routes';
import { ME_PUUID, playedMatch, testUser } from '../../../testing/fixtures';
import { mockApi, renderWithKit, resetKit } from '@arena/shared-kit/testing';
import { setSession } from '../../../testing/render';

const matches = [
  playedMatch(
    'ME1_1',
    {
      championName: 'Ahri',
      kills: 10,
      deaths: 2,
      assists: 5,
      win: true,
      item0: 3078,
      item1: 0,
      item2: 6672,
      item3: 0,
      item4: 0,
      item5: 3340,
      totalMinionsKilled: 180,
      neutralMinionsKilled: 24,
      totalDamageDealtToChampions: 25123,
      champLevel: 17,
    },
    90,
  ),
  playedMatch(
    'ME1_2',
    { championName: 'Jinx', kills: 3, deaths: 0, assists: 4, win: false, teamId: 200 },
    60 * 26,
  ),
  playedMatch('ME1_3', { championName: 'Lux', kills: 0, deaths: 5, assists: 2 }, 5),
  playedMatch('ME1_4', { championName: 'Zed' }, 0.1),
];

beforeEach(async () => {
  await resetKit('en');
});

function renderProfile() {
  return renderWithKit(<AccountRoutes />, { path: '/account' });
}

describe('profile page', () => {
  it('shows a spinner and no page while the session has no user', () => {
    mockApi({});
    renderProfile();
    expect(screen.getByRole('status', { name: 'Loading your account…' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows the profile overview of the signed-in user', async () => {
    mockApi({ 'GET /v1/lol/last-four-matches': { body: { data: [] } } });
    setSession(testUser);
    renderProfile();

    expect(screen.getByRole('heading', { level: 1, name: 'Falcon' })).toBeInTheDocument();
    expect(screen.getByTestId('game-id')).toHaveTextContent('Falcon#MENA');
    expect(screen.getByText('Saudi Arabia')).toBeInTheDocument();
    expect(screen.getByText('Completed Games').nextSibling).toHaveTextContent('1,234');
    expect(screen.getByText('XP Earned').nextSibling).toHaveTextContent('56,789');
    expect(screen.getByText('Loyalty Points').nextSibling).toHaveTextContent('420');
    expect(screen.getByRole('link', { name: /Discord: falcon/ })).toHaveAttribute(
      'href',
      'https://discord.com/users/998877',
    );
    expect(screen.queryByRole('link', { name: /^X:/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/account/settings');
    await waitFor(() => expect(document.title).toBe('Profile | MENA Arena'));
  });

  it('highlights Profile in the account sidebar and links to the shell for Logout', () => {
    mockApi({ 'GET /v1/lol/last-four-matches': { body: { data: [] } } });
    setSession(testUser);
    renderProfile();
    const sidebar = screen.getByRole('navigation', { name: 'Account' });
    const names = within(sidebar)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual([
      'Profile',
      'Teams',
      'Tournaments',
      'Payments',
      'Rewards',
      'Tickets',
      'Settings',
      'Notifications',
      'Logout',
    ]);
    expect(within(sidebar).getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    expect(within(sidebar).getByRole('link', { name: 'Teams' })).not.toHaveAttribute('aria-current');
    expect(within(sidebar).getByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/logout');
  });

  it('lists the last four matches, expanding one row at a time', async () => {
    const api = mockApi({ 'GET /v1/lol/last-four-matches': { body: { data: matches } } });
    setSession(testUser);
    renderProfile();

    const rows = await screen.findAllByTestId('match-row');
    expect(rows).toHaveLength(4);
    expect(api.calls()).toContain('GET /v1/lol/last-four-matches');

    const [first, second] = rows;
    const firstButton = within(first).getByRole('button');
    const secondButton = within(second).getByRole('button');
    expect(firstButton).toHaveAttribute('aria-expanded', 'false');
    expect(within(firstButton).getByText('Ahri')).toBeInTheDocument();
    expect(within(firstButton).getByText('Victory')).toBeInTheDocument();
    expect(within(firstButton).getByText('10 / 2 / 5 · 7.50 KDA')).toBeInTheDocument();
    expect(within(secondButton).getByText('Defeat')).toBeInTheDocument();
    expect(within(firstButton).getByText('1 hour ago')).toBeInTheDocument();
    expect(within(firstButton).getByText('32:05')).toBeInTheDocument();
    expect(within(rows[3]).getByRole('button')).toHaveTextContent('just now');
    expect(within(secondButton).getByText('1 day ago')).toBeInTheDocument();
    expect(within(rows[2]).getByRole('button')).toHaveTextContent('5 minutes ago');

    fireEvent.click(firstButton);
    expect(firstButton).toHaveAttribute('aria-expanded', 'true');
    const details = screen.getByRole('region', { name: /Ahri/ });
    expect(details).toBeVisible();
    expect(firstButton).toHaveAttribute('aria-controls', details.id);
    expect(within(details).getByText('Blue Team')).toBeInTheDocument();
    expect(within(details).getByText('17')).toBeInTheDocument();
    expect(within(details).getByText('10 / 2 / 5')).toBeInTheDocument();
    expect(within(details).getByText('7.50')).toBeInTheDocument();
    expect(within(details).getByText('204')).toBeInTheDocument();
    expect(within(details).getByText('25,123')).toBeInTheDocument();
    const items = within(details).getAllByRole('img');
    expect(items.map((img) => img.getAttribute('alt'))).toEqual(['Item 3078', 'Item 6672', 'Item 3340']);
    expect(items[0]).toHaveAttribute('src', 'http://localhost:8090/cdn/item/3078.png');
    expect(firstButton.querySelector('img')).toHaveAttribute(
      'src',
      'http://localhost:8090/cdn/champion/Ahri.png',
    );

    fireEvent.click(secondButton);
    expect(secondButton).toHaveAttribute('aria-expanded', 'true');
    expect(firstButton).toHaveAttribute('aria-expanded', 'false');
    expect(details).not.toBeVisible();
    expect(within(screen.getByRole('region', { name: /Jinx/ })).getByText('Red Team')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: /Jinx/ })).getByText('7.00')).toBeInTheDocument();

    fireEvent.click(secondButton);
    expect(secondButton).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: /Jinx/ })).not.toBeInTheDocument();
  });

  it('shows the empty state when there are no matches', async () => {
    mockApi({ 'GET /v1/lol/last-four-matches': { body: { data: [] } } });
    setSession(testUser);
    renderProfile();
    expect(await screen.findByText('No recent matches found')).toBeInTheDocument();
  });

  it('skips matches the player did not take part in', async () => {
    const stranger = playedMatch('ME1_9', {});
    stranger.info.participants = stranger.info.participants.filter((p) => p.puuid !== ME_PUUID);
    mockApi({ 'GET /v1/lol/last-four-matches': { body: { data: [stranger] } } });
    setSession(testUser);
    renderProfile();
    expect(await screen.findByText('No recent matches found')).toBeInTheDocument();
  });

  it('only logs a failed match history load', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      'GET /v1/lol/last-four-matches': () => ({ status: 500, body: { code: 500, message: 'boom' } }),
    });
    setSession(testUser);
    renderProfile();
    expect(await screen.findByText('No recent matches found')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('[account] Failed to load match history', expect.anything());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    log.mockRestore();
  });

  it('shows numbers and texts in Arabic', async () => {
    await resetKit('ar');
    mockApi({ 'GET /v1/lol/last-four-matches': { body: { data: [matches[0]] } } });
    setSession(testUser);
    renderProfile();
    expect(screen.getByText('المباريات المكتملة').nextSibling).toHaveTextContent('١٬٢٣٤');
    expect(await screen.findByText('فوز')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'تعديل الملف الشخصي' })).toBeInTheDocument();
  });

  it.each([
    ['en', 'Player stats', 'Completed Games'],
    ['ar', 'إحصائيات اللاعب', 'المباريات المكتملة'],
  ] as const)(
    'names the player stats and keeps only <dt>/<dd> groups in their list (%s)',
    async (locale, name, first) => {
      await resetKit(locale);
      mockApi({ 'GET /v1/lol/last-four-matches': { body: { data: [] } } });
      setSession(testUser);
      renderProfile();
      const list = screen.getByText(first).closest('dl')!;
      expect(document.getElementById(list.getAttribute('aria-labelledby')!)).toHaveTextContent(name);
      // axe's definition-list rule: a <dl> holds <div> groups of <dt> and <dd>, nothing else (no label <span>).
      const children = [...list.children];
      expect(children).toHaveLength(3);
      for (const group of children) {
        expect(group.tagName).toBe('DIV');
        expect([...group.children].map((child) => child.tagName)).toEqual(['DT', 'DD']);
      }
    },
  );
});
