import type { PlayerProfile } from '@arena/contract';
import { mockApi, type MockRoute, renderWithKit, resetKit } from '@arena/shared-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { AccountRoutes } from '../../../app/routes';

const TEAM = {
  name: 'Desert Falcons',
  shortName: 'DSF',
  vanity: 'desert-falcons',
  profileImg: null,
  role: 'owner',
} as const;

const PUBLIC: PlayerProfile = {
  visibility: 'public',
  gameName: 'Sam Rivers',
  tagLine: 'MENA',
  team: TEAM,
  displayName: 'Sam the Falcon',
  region: 'me1',
  location: 'Riyadh, Saudi Arabia',
  profileImage: 'http://localhost:8090/uploads/avatar.png',
  bannerImage: 'http://localhost:8090/uploads/banner.png',
  memberSince: '2026-01-15T10:00:00.000Z',
  rank: { tier: 'GOLD', division: 'II', leaguePoints: 47 },
  pass: { level: 14, totalXP: 12000 },
  loyalty: { points: 12500, rank: 3 },
  ladders: [
    {
      tournamentId: 'ladder-1',
      name: { en: 'Solo Ladder', ar: 'سلّم فردي' },
      position: 2,
      points: 1040,
      wins: 5,
      losses: 1,
    },
  ],
  recentTournaments: [
    {
      id: 'cup-1',
      name: { en: 'Desert Cup', ar: 'كأس الصحراء' },
      type: 'bracket',
      status: 'completed',
      startingTime: '2026-10-01T18:00:00.000Z',
      registrationStatus: 'approved',
    },
  ],
  matchHistory: {
    wins: 1,
    losses: 1,
    games: [
      {
        matchId: 'ME1_1',
        championName: 'Ahri',
        win: true,
        kills: 8,
        deaths: 2,
        assists: 11,
        startedAt: '2026-11-20T18:00:00.000Z',
        duration: 1800,
      },
      {
        matchId: 'ME1_2',
        championName: 'Jinx',
        win: false,
        kills: 3,
        deaths: 6,
        assists: 4,
        startedAt: '2026-11-19T18:00:00.000Z',
        duration: 1700,
      },
    ],
  },
};

const PRIVATE: PlayerProfile = { visibility: 'private', gameName: 'Sara', tagLine: 'UAE', team: TEAM };

function renderPlayer(path: string, routes: Record<string, MockRoute>) {
  const api = mockApi(routes);
  renderWithKit(<AccountRoutes />, { path });
  return api;
}

describe('public player page', () => {
  it('shows a public profile: name, team, stats, ladders, tournaments and games', async () => {
    await resetKit('en');
    renderPlayer('/players/Sam%20Rivers-MENA', {
      'GET /v1/players/Sam%20Rivers/MENA': { body: { data: PUBLIC } },
    });
    expect(await screen.findByRole('status', { name: 'Loading the player…' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sam the Falcon' })).toBeInTheDocument();
    expect(screen.getByTestId('game-id')).toHaveTextContent('Sam Rivers#MENA');
    expect(screen.getByRole('link', { name: 'Desert Falcons' })).toHaveAttribute(
      'href',
      '/teams/desert-falcons',
    );
    expect(screen.getByRole('img', { name: "Sam the Falcon's profile picture" })).toHaveAttribute(
      'src',
      PUBLIC.profileImage,
    );
    expect(screen.getByText('12,500')).toBeInTheDocument();
    expect(screen.getByText('#3')).toBeInTheDocument();
    expect(screen.getByTestId('game-rank')).toHaveTextContent('Gold II · 47 LP');
    expect(screen.getByRole('heading', { level: 2, name: 'Ladder standings' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Solo Ladder' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Desert Cup' })).toHaveAttribute('href', '/tournaments/cup-1');
    expect(screen.getByText('1 wins, 1 losses in the last 2 games')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Sam the Falcon | MENA Arena'));
  });

  it('shows a private profile by name and team only', async () => {
    await resetKit('en');
    renderPlayer('/players/Sara-UAE', { 'GET /v1/players/Sara/UAE': { body: { data: PRIVATE } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sara' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Desert Falcons' })).toBeInTheDocument();
    expect(screen.getByText(/This profile is private/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Stats' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it.each([
    ['en', 'Unranked'],
    ['ar', 'غير مصنف'],
  ] as const)('says a player without a solo queue rank is unranked (%s)', async (locale, text) => {
    await resetKit(locale);
    renderPlayer('/players/Sam%20Rivers-MENA', {
      'GET /v1/players/Sam%20Rivers/MENA': { body: { data: { ...PUBLIC, rank: null } } },
    });
    expect(await screen.findByTestId('game-rank')).toHaveTextContent(text);
  });

  it('speaks Arabic with Arabic digits', async () => {
    await resetKit('ar');
    renderPlayer('/players/Sam%20Rivers-MENA', {
      'GET /v1/players/Sam%20Rivers/MENA': { body: { data: PUBLIC } },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'الإحصائيات' })).toBeInTheDocument();
    const stats = screen.getByRole('heading', { level: 2, name: 'الإحصائيات' }).closest('section')!;
    expect(within(stats).getByText('١٢٬٥٠٠')).toBeInTheDocument();
    expect(within(stats).getByTestId('game-rank')).toHaveTextContent('ذهب ٢ · ٤٧ نقطة');
    expect(screen.getByRole('link', { name: 'كأس الصحراء' })).toBeInTheDocument();
  });

  it('draws Page Not Found for an unknown player or an address without a tag line', async () => {
    await resetKit('en');
    renderPlayer('/players/Nobody-NONE', {
      'GET /v1/players/Nobody/NONE': { status: 404, body: { code: 4004, message: 'Player not found' } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: /not found/i })).toBeInTheDocument();
  });

  it('draws Page Not Found without calling the API for a slug with no tag line', async () => {
    await resetKit('en');
    const api = renderPlayer('/players/NoTag', {});
    expect(await screen.findByRole('heading', { level: 1, name: /not found/i })).toBeInTheDocument();
    expect(api.calls()).toEqual([]);
  });
});
