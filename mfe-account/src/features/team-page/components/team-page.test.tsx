import type { TeamPage } from '@arena/contract';
import { mockApi, type MockRoute, renderWithKit, resetKit } from '@arena/shared-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { AccountRoutes } from '../../../app/routes';

const TEAM: TeamPage = {
  name: 'Desert Falcons',
  shortName: 'DSF',
  vanity: 'desert-falcons',
  profileImg: 'http://localhost:8090/static/teams/desert-falcons.svg',
  createdAt: '2026-03-01T10:00:00.000Z',
  members: [
    {
      gameName: 'Falcon',
      tagLine: 'MENA',
      role: 'owner',
      profileImage: 'http://localhost:8090/uploads/falcon.png',
      hasPage: true,
    },
    { gameName: 'Sara Al Amin', tagLine: 'UAE', role: 'member', profileImage: null, hasPage: true },
    { gameName: 'Cheater', tagLine: 'BAN', role: 'member', profileImage: null, hasPage: false },
  ],
  tournaments: [
    {
      id: 'cup-1',
      name: { en: 'Desert Cup', ar: 'كأس الصحراء' },
      type: 'bracket',
      status: 'upcoming',
      startingTime: '2026-12-05T18:00:00.000Z',
      registrationStatus: 'approved',
    },
  ],
};

function renderTeam(path: string, routes: Record<string, MockRoute>) {
  mockApi(routes);
  renderWithKit(<AccountRoutes />, { path });
}

describe('public team page', () => {
  it('lists the members with their roles, linked to their pages, and the tournament record', async () => {
    await resetKit('en');
    renderTeam('/teams/desert-falcons', {
      'GET /v1/teams/vanity/desert-falcons/page': { body: { data: TEAM } },
    });
    expect(await screen.findByRole('status', { name: 'Loading the team…' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Desert Falcons' })).toBeInTheDocument();
    expect(screen.getByText(/3 members/)).toBeInTheDocument();
    const members = within(screen.getByRole('heading', { level: 2, name: 'Members' }).closest('section')!);
    expect(members.getByRole('link', { name: 'Falcon#MENA' })).toHaveAttribute(
      'href',
      '/players/Falcon-MENA',
    );
    expect(members.getByRole('link', { name: 'Sara Al Amin#UAE' })).toHaveAttribute(
      'href',
      '/players/Sara%20Al%20Amin-UAE',
    );
    expect(members.getByText('Cheater#BAN').closest('a')).toBeNull();
    expect(members.getByText('Owner')).toBeInTheDocument();
    expect(members.getAllByText('Member')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Desert Cup' })).toHaveAttribute('href', '/tournaments/cup-1');
    await waitFor(() => expect(document.title).toBe('Desert Falcons | MENA Arena'));
  });

  it('speaks Arabic', async () => {
    await resetKit('ar');
    renderTeam('/teams/desert-falcons', {
      'GET /v1/teams/vanity/desert-falcons/page': { body: { data: TEAM } },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'الأعضاء' })).toBeInTheDocument();
    expect(screen.getByText('المالك')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'كأس الصحراء' })).toBeInTheDocument();
  });

  it('draws Page Not Found for an unknown team', async () => {
    await resetKit('en');
    renderTeam('/teams/nobody', {
      'GET /v1/teams/vanity/nobody/page': { status: 404, body: { code: 4004, message: 'Team not found' } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });
});
