import type { LoyaltyLeaderboardEntry, LoyaltyLeaderboardPage as LeaderboardAnswer } from '@arena/contract';
import { setPlatformConfig } from '@arena/shared-kit';
import {
  mockApi,
  type MockRequest,
  renderWithKit,
  resetKit,
  signInAs,
  switchLocale,
} from '@arena/shared-kit/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import '../../../i18n';
import LoyaltyLeaderboardPage from './loyalty-leaderboard-page';

const ROUTE = 'GET /v1/menapass/loyalty-leaderboard';

function entry(rank: number, gameName: string, loyaltyPoints: number): LoyaltyLeaderboardEntry {
  return {
    rank,
    user: { id: `id-${gameName}`, gameName, tagLine: 'MENA', profileImage: null },
    loyaltyPoints,
  };
}

/** 250 ranked players; `search` filters by name as the API does, keeping ranks. */
const players = Array.from({ length: 250 }, (_, index) =>
  entry(index + 1, index === 4 ? 'Falcon' : `Player${index + 1}`, 5000 - index * 10),
);

function answer(request: MockRequest, me: LoyaltyLeaderboardEntry | null = null) {
  const page = Number(request.url.searchParams.get('page') ?? 1);
  const limit = Number(request.url.searchParams.get('limit') ?? 100);
  const search = request.url.searchParams.get('search')?.toLowerCase() ?? '';
  const matches = players.filter((player) => player.user.gameName.toLowerCase().includes(search));
  const body: LeaderboardAnswer = {
    data: matches.slice((page - 1) * limit, page * limit),
    pagination: { page, limit, total: matches.length, pages: Math.ceil(matches.length / limit) },
    me,
  };
  return { body };
}

const globalTable = () => screen.getByRole('table', { name: /^(Global Leaderboard|لوحة الصدارة العامة)$/ });

beforeEach(async () => {
  resetKit();
  setPlatformConfig({});
  await switchLocale('en');
});

describe('LoyaltyLeaderboardPage', () => {
  it('shows the header, the pass promotion, the three ways to earn and the skeleton while loading', async () => {
    mockApi({ [ROUTE]: { pending: true } });
    renderWithKit(<LoyaltyLeaderboardPage />, { path: '/' });
    expect(screen.getByRole('heading', { level: 1, name: 'Loyalty Leaderboard' })).toBeInTheDocument();
    expect(document.title).toBe('Loyalty Leaderboard | MENA Arena');
    expect(screen.getByRole('link', { name: 'Get the MENA Pass' })).toHaveAttribute('href', '/me-pass');
    for (const title of ['Tournament Participation', 'Daily Challenges', 'Community Events'])
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    expect(screen.getByTestId('leaderboard-skeleton')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your Position' })).not.toBeInTheDocument();
  });

  it('hides the pass promotion when the platform manifest switches it off', () => {
    setPlatformConfig({ features: { loyaltyPassPromo: false } });
    mockApi({ [ROUTE]: { pending: true } });
    renderWithKit(<LoyaltyLeaderboardPage />, { path: '/' });
    expect(screen.queryByRole('link', { name: 'Get the MENA Pass' })).not.toBeInTheDocument();
  });

  it('styles the podium, pages by 100 and disables Previous and Next at the ends', async () => {
    mockApi({ [ROUTE]: answer });
    renderWithKit(<LoyaltyLeaderboardPage />, { path: '/' });
    await screen.findByText('Showing 1 - 100 of 250');
    const rows = within(globalTable()).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(100);
    expect(rows.slice(0, 4).map((row) => row.getAttribute('data-podium'))).toEqual([
      'gold',
      'silver',
      'bronze',
      null,
    ]);
    expect(within(rows[0]).getByRole('img', { name: 'Gold trophy' })).toBeInTheDocument();
    expect(within(rows[2]).getByRole('img', { name: 'Bronze trophy' })).toBeInTheDocument();
    expect(within(rows[3]).queryByRole('img')).not.toBeInTheDocument();
    expect(within(rows[0]).getByText('5,000')).toBeInTheDocument();

    const previous = screen.getByRole('button', { name: 'Previous page' });
    const next = screen.getByRole('button', { name: 'Next page' });
    expect(previous).toBeDisabled();
    fireEvent.click(next);
    await screen.findByText('Showing 101 - 200 of 250');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Showing 201 - 250 of 250');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();
    // The rows follow the page's data as it lands (drawn in a transition after the count above).
    await waitFor(() => expect(within(globalTable()).getAllByRole('row')[1]).toHaveTextContent('201'));
  });

  it('searches case-insensitively from page 1, keeping the global rank', async () => {
    const api = mockApi({ [ROUTE]: answer });
    renderWithKit(<LoyaltyLeaderboardPage />, { path: '/' });
    await screen.findByText('Showing 1 - 100 of 250');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Showing 101 - 200 of 250');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search players' }), {
      target: { value: 'FALCON' },
    });
    await screen.findByText('Showing 1 - 1 of 1');
    const [row] = within(globalTable()).getAllByRole('row').slice(1);
    expect(row).toHaveTextContent('5');
    expect(row).toHaveTextContent('Falcon');
    const urls = api.mock.calls.map(([input]) => new URL(String(input)));
    const searched = urls.filter((url) => url.searchParams.has('search'));
    expect(searched).toHaveLength(1);
    expect(searched[0].searchParams.get('search')).toBe('FALCON');
    expect(searched[0].searchParams.get('page')).toBe('1');
  });

  it('shows Your Position for a signed-in ranked player', async () => {
    signInAs({ id: 'id-Falcon' });
    mockApi({ [ROUTE]: (request) => answer(request, players[4]) });
    renderWithKit(<LoyaltyLeaderboardPage />, { path: '/' });
    const mine = await screen.findByRole('table', { name: 'Your Position' });
    const row = within(mine).getAllByRole('row')[1];
    expect(row).toHaveTextContent('5');
    expect(row).toHaveTextContent('Falcon');
    expect(row).toHaveTextContent('#MENA');
    expect(row).toHaveTextContent('4,960');
  });

  it('shows the empty state when nobody has points', async () => {
    mockApi({
      [ROUTE]: { body: { data: [], pagination: { page: 1, limit: 100, total: 0, pages: 0 }, me: null } },
    });
    renderWithKit(<LoyaltyLeaderboardPage />, { path: '/' });
    expect(await screen.findByText('No Data Available')).toBeInTheDocument();
    expect(screen.getByText('Start participating to earn Loyalty Points')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
  });

  it('logs Failed to fetch leaderboard and shows the empty state on a failure', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ [ROUTE]: { status: 500, body: { message: 'boom' } } });
    renderWithKit(<LoyaltyLeaderboardPage />, { path: '/' });
    expect(await screen.findByText('No Data Available')).toBeInTheDocument();
    await waitFor(() => expect(log).toHaveBeenCalledWith('Failed to fetch leaderboard', expect.anything()));
  });

  it('reads in Arabic with Arabic digits and the Arabic artwork', async () => {
    await switchLocale('ar');
    signInAs({ id: 'id-Falcon' });
    mockApi({ [ROUTE]: (request) => answer(request, players[4]) });
    renderWithKit(<LoyaltyLeaderboardPage />, { path: '/' });
    expect(screen.getByRole('heading', { level: 1, name: 'لوحة صدارة الولاء' })).toBeInTheDocument();
    expect(document.title).toBe('لوحة صدارة الولاء | MENA Arena');
    expect(screen.getByRole('img', { name: 'صورة مينا باس' }).getAttribute('src')).toContain(
      encodeURIComponent('مينا باس'),
    );
    await screen.findByText('عرض ١ - ١٠٠ من ٢٥٠');
    expect(screen.getByRole('table', { name: 'ترتيبك' })).toHaveTextContent('٤٬٩٦٠');
    expect(within(globalTable()).getAllByRole('img', { name: 'كأس ذهبية' })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'الصفحة السابقة' })).toBeDisabled();
  });
});
