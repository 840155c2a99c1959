import type { TeamMember, TeamRole } from '@arena/shared-kit';

/** Owner and admin edit the team, manage the invite link and manage members (P1 §2, §6). */
export function canManageTeam(role: TeamRole): boolean {
  return role === 'owner' || role === 'admin';
}

/** Only the owner deletes the team (P1 §6). */
export function canDeleteTeam(role: TeamRole): boolean {
  return role === 'owner';
}

/** Everyone but the owner may leave; the owner deletes the team instead. */
export function canLeaveTeam(role: TeamRole): boolean {
  return role !== 'owner';
}

/**
 * Whether the viewer may promote, demote or remove this member: owner or admin, never on the owner (P1 §5), not
 * on themselves (they leave instead), and an admin only on ordinary members — changing or removing another admin
 * is the owner's call (the API refuses it with 403).
 */
export function canManageMember(viewerRole: TeamRole, viewerUserId: string, member: TeamMember): boolean {
  return (
    canManageTeam(viewerRole) &&
    member.role !== 'owner' &&
    member.userId !== viewerUserId &&
    (viewerRole === 'owner' || member.role === 'member')
  );
}

/** The one toggle call of P1 §4: a member becomes admin, an admin becomes member. */
export function toggledRole(role: Exclude<TeamRole, 'owner'>): Exclude<TeamRole, 'owner'> {
  return role === 'admin' ? 'member' : 'admin';
}
