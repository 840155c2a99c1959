import { type Team, type TeamMember, type TeamRole } from '@arena/shared-kit';

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

// Toast helpers live with the remote's other test helpers.
export { toastTexts } from './render';
