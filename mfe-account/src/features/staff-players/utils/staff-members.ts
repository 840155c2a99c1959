import type { StaffMember } from '@arena/contract';

/**
 * The staff list with `member` as the API answered a grant or a revoke: in its place when listed, at the end when
 * new, gone when it holds no role any more. Nothing while the list has not loaded.
 */
export function withMember(
  members: readonly StaffMember[] | undefined,
  member: StaffMember,
): StaffMember[] | undefined {
  if (!members) return undefined;
  const holdsRoles = member.roles.length > 0;
  const listed = members.some((candidate) => candidate.player.id === member.player.id);
  if (!listed) return holdsRoles ? [...members, member] : [...members];
  return members.flatMap((candidate) =>
    candidate.player.id !== member.player.id ? [candidate] : holdsRoles ? [member] : [],
  );
}

/** What is wrong with a Riot ID typed as `Name#TAG` (the API's rule: 3 to 40 characters, one `#` between two parts). */
export type RiotIdProblem = 'required' | 'format';

export function riotIdProblem(value: string): RiotIdProblem | null {
  const riotId = value.trim();
  if (!riotId) return 'required';
  if (riotId.length < 3 || riotId.length > 40 || !/^[^#]+#[^#]+$/.test(riotId)) return 'format';
  return null;
}

/** `Name#TAG` of a player as the staff desk lists them. */
export function riotIdOf(player: { gameName: string; tagLine: string }): string {
  return `${player.gameName}#${player.tagLine}`;
}
