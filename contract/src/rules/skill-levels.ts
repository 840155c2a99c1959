/** The game's ranked tiers, lowest first: a tournament's skill levels are a range of them (P1 §3). */
export const SKILL_LEVELS: readonly string[] = [
  'Iron',
  'Bronze',
  'Silver',
  'Gold',
  'Platinum',
  'Emerald',
  'Diamond',
  'Master',
  'Grandmaster',
  'Challenger',
];

/** The ladder position of a skill level (case and surrounding spaces ignored); -1 when it is not a ranked tier. */
export function skillRank(skill: string): number {
  const wanted = skill.trim().toLowerCase();
  return SKILL_LEVELS.findIndex((level) => level.toLowerCase() === wanted);
}

/** The contiguous range of skill levels from `from` to `to`, both included (empty when either is unknown). */
export function skillsBetween(from: string, to: string): string[] {
  const first = skillRank(from);
  const last = skillRank(to);
  return first === -1 || last === -1 ? [] : SKILL_LEVELS.slice(first, last + 1);
}

/** Skill levels in ladder order (unknown ones after, as given), without blanks or repeats. */
export function orderSkills(skills: readonly string[]): string[] {
  const unique = [...new Set(skills.map((skill) => skill.trim()).filter(Boolean))];
  const rank = (skill: string) => {
    const index = skillRank(skill);
    return index === -1 ? SKILL_LEVELS.length : index;
  };
  return unique
    .map((skill, position) => ({ skill, position }))
    .sort((a, b) => rank(a.skill) - rank(b.skill) || a.position - b.position)
    .map(({ skill }) => skill);
}
