import { KitProvider, Toaster, type Team, type TeamMember, type TeamRole } from '@arena/shared-kit';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderWithKit } from '../../../testing/render';

/** Tests only: a membership of the test team. */
export function teamMember(userId: string, role: TeamRole, overrides: Partial<TeamMember> = {}): TeamMember {
  return {
    id: `membership-${userId}`,
    userId,
    gameName: `Player ${userId}`,
    tagLine: 'MENA',
    profileImage: null,
    role,
    joinedAt: '2026-03-05T12:00:00Z',
    ...overrides,
  };
}

/**
 * The Desert Falcons as `viewerRole` sees them; the test user (u1, Falcon) holds that role. The others: Hawk (u2),
 * the owner unless the viewer is, Kestrel (u3, admin) and Sparrow (u4, member).
 */
export function testTeam(viewerRole: TeamRole): Team {
  const members = [
    teamMember('u1', viewerRole, {
      gameName: 'Falcon',
      profileImage: '/uploads/falcon.png',
      joinedAt: '2026-01-10T12:00:00Z',
    }),
    teamMember('u2', viewerRole === 'owner' ? 'member' : 'owner', { gameName: 'Hawk' }),
    teamMember('u3', 'admin', { gameName: 'Kestrel' }),
    teamMember('u4', 'member', { gameName: 'Sparrow' }),
  ];
  return {
    id: 'team-1',
    name: 'Desert Falcons',
    shortName: 'DF',
    profileImg: '/uploads/team.png',
    role: viewerRole,
    members,
    membersCount: members.length,
    vanity: 'desert-falcons-x7k2',
    created_at: '2026-01-10T12:00:00Z',
    updated_at: '2026-01-10T12:00:00Z',
  };
}

/** Renders with the page's toaster beside it, as the shell does. */
export function renderWithToaster(ui: ReactNode, path: string) {
  return renderWithKit(
    <>
      {ui}
      <Toaster />
    </>,
    { path },
  );
}

/** Toasts live in one store for the page; dismiss what earlier tests left. */
export function clearToasts(): void {
  const { unmount } = render(
    <KitProvider>
      <Toaster />
    </KitProvider>,
  );
  for (const button of within(screen.getByTestId('toaster')).queryAllByRole('button'))
    fireEvent.click(button);
  unmount();
}

/** The text of every toast on screen. */
export function toastTexts(): string[] {
  return Array.from(screen.getByTestId('toaster').querySelectorAll('p')).map((p) => p.textContent ?? '');
}
