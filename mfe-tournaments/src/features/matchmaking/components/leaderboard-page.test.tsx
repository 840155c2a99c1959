import {
  formatNumber,
  type LeaderboardEntry,
  type LeaderboardPage as LeaderboardAnswer,
} from '@arena/shared-kit';
import { mockApi, renderWithKit, resetKit, signInAs } from '@arena/shared-kit/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { makeTournament } from '../../../testing/fixtures';
import { LeaderboardPage } from './leaderboard-page';

const LADDER = makeTournament({ id: 't1', tournament_type: 'matchmaking', format: '1vs1' });
const BOARD = 'GET /v1/matchmaking/tournaments/t1/leaderboard';

function entry(position: number, gameName: string, points: number): LeaderboardEntry {
  return {
    position,
    user: { id: `u${position}`, gameName, tagLine: 'MENA', profileImage: null },
    stats: { games_played: 12, wins: 9, losses: 3, winRate: 75, points },
  };
}

function board(entries: LeaderboardEntry[], pages = 1): { body: LeaderboardAnswer } {
  return { body: { data: entries, pagination: { total: entries.length, pages } } };
}

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/** The page as the tournament layout hands it the ladder (its outlet context). */
function renderAt(path: string, locale: 'en' | 'ar' = 'en') {
  return renderWithKit(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/tournaments/t1" element={<Outlet context={{ id: 't1', tournament: LADDER }} />}>
          <Route path="leaderboard" element={<LeaderboardPage />} />
        </Route>
      </Routes>
      <Where />
    </MemoryRouter>,
    locale,
  );
}

/** Each row's header and data cells' texts, the header row first. */
const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));

beforeEach(() => resetKit());

describe('the ladder leaderboard', () => {
  it.each([
    [
      'en',
      'Leaderboard',
      ['Rank', 'Player', 'Games', 'Wins', 'Losses', 'Win Rate', 'Points'],
      ['1', 'Falcon#MENA', '12', '9', '3', formatNumber(0.75, 'en', { style: 'percent' }), '1,032'],
    ],
    [
      'ar',
      'لوحة الترتيب',
      ['المركز', 'اللاعب', 'المباريات', 'الانتصارات', 'الخسائر', 'نسبة الفوز', 'النقاط'],
      ['١', 'Falcon#MENA', '١٢', '٩', '٣', formatNumber(0.75, 'ar', { style: 'percent' }), '١٬٠٣٢'],
    ],
  ] as const)(
    'is a named table of rank, player and figures in the page digits, each row named by its player (%s)',
    async (locale, name, headers, first) => {
      mockApi({ [BOARD]: board([entry(1, 'Falcon', 1032), entry(2, 'Cobra', 1016)]) });
      await renderAt('/tournaments/t1/leaderboard', locale);
      const table = await screen.findByRole('table', { name });
      expect(rowTexts(table)).toEqual([headers, first, expect.arrayContaining(['Cobra#MENA'])]);
      expect(within(table).getByRole('rowheader', { name: 'Falcon#MENA' })).toHaveAttribute('scope', 'row');
      // A table wider than a phone scrolls in its own box, which takes focus.
      expect(screen.getByRole('region', { name })).toHaveAttribute('tabindex', '0');
    },
  );

  it('searches by game name through the address, and pages with the numbered pager', async () => {
    mockApi({
      // The search reaches the API trimmed: only Falcon matches it.
      [BOARD]: ({ url }) =>
        url.searchParams.get('search') === 'falcon'
          ? board([entry(1, 'Falcon', 1032)])
          : board([entry(1, 'Falcon', 1032), entry(2, 'Cobra', 1016)], 3),
    });
    await renderAt('/tournaments/t1/leaderboard');
    await screen.findByRole('rowheader', { name: 'Cobra#MENA' });
    const pager = screen.getByRole('navigation', { name: 'Leaderboard pages' });
    fireEvent.click(within(pager).getByRole('button', { name: 'Page 2' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/tournaments/t1/leaderboard?page=2');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search players' }), {
      target: { value: ' falcon ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search players' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/tournaments/t1/leaderboard?search=falcon');
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Cobra#MENA' })).toBeNull());
    expect(screen.getByRole('rowheader', { name: 'Falcon#MENA' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Leaderboard pages' })).toBeNull();
  });

  it('says so when no player matches, and keeps the pager of a page past the end', async () => {
    mockApi({ [BOARD]: board([], 2) });
    await renderAt('/tournaments/t1/leaderboard?page=5');
    expect(await screen.findByText('No players found')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    const pager = screen.getByRole('navigation', { name: 'Leaderboard pages' });
    fireEvent.click(within(pager).getByRole('button', { name: 'Page 1' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/tournaments\/t1\/leaderboard$/);
  });

  it.each([
    ['en', 'Your Position', '7', '1,016'],
    ['ar', 'ترتيبك', '٧', '١٬٠١٦'],
  ] as const)(
    "shows a ready player's own row in a table of its own (%s)",
    async (locale, name, rank, points) => {
      signInAs({ id: 'u7' });
      mockApi({
        [BOARD]: board([entry(1, 'Falcon', 1032)]),
        'GET /v1/matchmaking/tournaments/t1/status': {
          body: {
            data: {
              status: 'ready',
              points: 1016,
              games_played: 2,
              wins: 1,
              losses: 1,
              current_match: null,
              cooldown_until: null,
            },
          },
        },
        'GET /v1/matchmaking/tournaments/t1/my-position': { body: { data: entry(7, 'Nour', 1016) } },
      });
      await renderAt('/tournaments/t1/leaderboard', locale);
      const own = await screen.findByRole('table', { name });
      const [, row] = rowTexts(own);
      expect(row).toEqual([
        rank,
        'Nour#MENA',
        expect.any(String),
        expect.any(String),
        expect.any(String),
        expect.any(String),
        points,
      ]);
    },
  );

  it('says so when the leaderboard cannot be loaded', async () => {
    mockApi({ [BOARD]: { status: 500, body: { code: 5000, message: 'Internal error' } } });
    await renderAt('/tournaments/t1/leaderboard');
    expect(await screen.findByText('Failed to load leaderboard')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
