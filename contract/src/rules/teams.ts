/**
 * The players a side fields: the number before "vs" in the format (`5vs5` → 5, `1vs1` → 1, `5v5` → 5). A format
 * without a leading number counts as solo.
 */
export function teamSizeOf(format: string): number {
  const match = /^\s*(\d+)\s*v/i.exec(format);
  const size = match ? Number(match[1]) : 1;
  return size >= 1 ? size : 1;
}

/** Solo formats (1vs1) take solo registrations; every other format takes teams. */
export function isSoloFormat(format: string): boolean {
  return teamSizeOf(format) === 1;
}

/** The team roles that may register and unregister their team (P1 §5, §6): owner and admin. */
export const TEAM_MANAGER_ROLES = ['owner', 'admin'] as const;

/** Whether a team role may register and unregister the team. */
export function isTeamManager(role: string | null | undefined): boolean {
  return (TEAM_MANAGER_ROLES as readonly (string | null | undefined)[]).includes(role);
}

/** Whether a team may be registered for a tournament of `format` (P1 §5): owner or admin only, then N members. */
export type TeamEligibility =
  | { ok: true }
  | { ok: false; reason: 'noPermission' }
  | { ok: false; reason: 'notEnoughMembers'; required: number };

export function teamEligibility(
  team: { role: string | null | undefined; membersCount: number },
  format: string,
): TeamEligibility {
  if (!isTeamManager(team.role)) return { ok: false, reason: 'noPermission' };
  const required = teamSizeOf(format);
  if (team.membersCount < required) return { ok: false, reason: 'notEnoughMembers', required };
  return { ok: true };
}
