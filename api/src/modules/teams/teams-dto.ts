import type { Selectable } from 'kysely';
import type { Team, TeamInvite, TeamMember, VanityStatus } from '@arena/contract';
import type { TeamRole, TeamsTable } from '../../db/schema.js';
import type { AssetUrl } from '../../context.js';

export type TeamRow = Selectable<TeamsTable>;

/** A membership joined with the member's public account fields. */
export interface MemberRow {
  id: string;
  user_id: string;
  game_name: string;
  tag_line: string;
  profile_image: string | null;
  role: TeamRole;
  joined_at: Date;
}

const ROLE_ORDER: Record<TeamRole, number> = { owner: 0, admin: 1, member: 2 };

/** Owner first, then admins, then members; within a role the longest-standing first. */
export function compareMembers(a: MemberRow, b: MemberRow): number {
  return (
    ROLE_ORDER[a.role] - ROLE_ORDER[b.role] ||
    a.joined_at.getTime() - b.joined_at.getTime() ||
    a.id.localeCompare(b.id)
  );
}

export function toTeamMemberDto(row: MemberRow, assetUrl: AssetUrl): TeamMember {
  return {
    id: row.id,
    userId: row.user_id,
    gameName: row.game_name,
    tagLine: row.tag_line,
    profileImage: assetUrl(row.profile_image),
    role: row.role,
    joinedAt: row.joined_at.toISOString(),
  };
}

/** The members in the contract's order (see `compareMembers`). */
export function toTeamMemberDtos(rows: MemberRow[], assetUrl: AssetUrl): TeamMember[] {
  return [...rows].sort(compareMembers).map((row) => toTeamMemberDto(row, assetUrl));
}

/** The team as the caller sees it; `callerRole` is the caller's own role in it. */
export function toTeamDto(
  team: TeamRow,
  members: MemberRow[],
  callerRole: TeamRole,
  assetUrl: AssetUrl,
): Team {
  return {
    id: team.id,
    name: team.name,
    shortName: team.short_name,
    profileImg: assetUrl(team.profile_img),
    role: callerRole,
    members: toTeamMemberDtos(members, assetUrl),
    membersCount: members.length,
    vanity: team.vanity,
    created_at: team.created_at.toISOString(),
    updated_at: team.updated_at.toISOString(),
  };
}

export function toTeamInviteDto(team: TeamRow, membersCount: number, assetUrl: AssetUrl): TeamInvite {
  return {
    id: team.id,
    name: team.name,
    shortName: team.short_name,
    profileImg: assetUrl(team.profile_img),
    membersCount,
    vanity: team.vanity,
  };
}

/** The invite link lives on the portal (its first origin), not on the API. */
export function toVanityStatus(team: TeamRow, portalOrigin: string): VanityStatus {
  return {
    inviteLink: `${portalOrigin}/invite/${encodeURIComponent(team.vanity)}`,
    vanityEnabled: team.vanity_enabled,
  };
}
