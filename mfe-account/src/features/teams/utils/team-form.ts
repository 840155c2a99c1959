/** What the create and edit dialogs ask for. */
export interface TeamFormValues {
  name: string;
  shortName: string;
}

/** Error keys under `form.errors` in the `account-teams` namespace. */
export type TeamFormError =
  'nameRequired' | 'nameLength' | 'shortNameRequired' | 'shortNameMax' | 'shortNamePattern';

export const TEAM_NAME_MIN = 3;
export const TEAM_NAME_MAX = 32;
/** P1 §9. */
export const SHORT_NAME_MAX = 4;

/** The name as the API stores it: trimmed, inner runs of spaces as one. */
export function normalizeTeamName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/** Name required (P1 §5), 3–32 characters as the API accepts. */
export function teamNameError(name: string): TeamFormError | null {
  const normalized = normalizeTeamName(name);
  if (!normalized) return 'nameRequired';
  if (normalized.length < TEAM_NAME_MIN || normalized.length > TEAM_NAME_MAX) return 'nameLength';
  return null;
}

/** Short name required, at most 4 characters (P1 §5, §9), letters or digits of any script. */
export function shortNameError(shortName: string): TeamFormError | null {
  const trimmed = shortName.trim();
  if (!trimmed) return 'shortNameRequired';
  if (trimmed.length > SHORT_NAME_MAX) return 'shortNameMax';
  if (!/^[\p{L}\p{N}]+$/u.test(trimmed)) return 'shortNamePattern';
  return null;
}

/** The body the API takes for create and update. */
export function teamFormBody(values: TeamFormValues): TeamFormValues {
  return { name: normalizeTeamName(values.name), shortName: values.shortName.trim() };
}
