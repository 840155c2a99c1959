import type { TeamMember } from '@arena/shared-kit';
import { canDeleteTeam, canLeaveTeam, canManageMember, canManageTeam, toggledRole } from './team-permissions';

function member(userId: string, role: TeamMember['role']): TeamMember {
  return {
    id: `m-${userId}`,
    userId,
    gameName: userId,
    tagLine: 'X',
    profileImage: null,
    role,
    joinedAt: '',
  };
}

describe('team permissions (P1 §6)', () => {
  it('lets owner and admin manage the team, and only the owner delete it', () => {
    expect([canManageTeam('owner'), canManageTeam('admin'), canManageTeam('member')]).toEqual([
      true,
      true,
      false,
    ]);
    expect([canDeleteTeam('owner'), canDeleteTeam('admin'), canDeleteTeam('member')]).toEqual([
      true,
      false,
      false,
    ]);
    expect([canLeaveTeam('owner'), canLeaveTeam('admin'), canLeaveTeam('member')]).toEqual([
      false,
      true,
      true,
    ]);
  });

  it('never offers member actions on the owner, on oneself or to a member', () => {
    expect(canManageMember('owner', 'u1', member('u2', 'member'))).toBe(true);
    expect(canManageMember('owner', 'u1', member('u2', 'admin'))).toBe(true);
    expect(canManageMember('admin', 'u2', member('u3', 'member'))).toBe(true);
    expect(canManageMember('admin', 'u2', member('u1', 'owner'))).toBe(false);
    expect(canManageMember('owner', 'u1', member('u1', 'owner'))).toBe(false);
    expect(canManageMember('admin', 'u2', member('u2', 'admin'))).toBe(false);
    // Another admin is the owner's to change or remove (the API answers 403 to an admin).
    expect(canManageMember('admin', 'u2', member('u5', 'admin'))).toBe(false);
    expect(canManageMember('member', 'u3', member('u4', 'member'))).toBe(false);
  });

  it('toggles member and admin', () => {
    expect(toggledRole('member')).toBe('admin');
    expect(toggledRole('admin')).toBe('member');
  });
});
