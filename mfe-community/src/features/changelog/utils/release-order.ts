import type { ChangelogRelease } from '../data/releases';

function versionParts(number: string): number[] {
  return number.split('.').map((part) => Number.parseInt(part, 10) || 0);
}

/** Compares two version numbers part by part as numbers (`2.1.10` after `2.1.9`); negative when `a` is older. */
export function compareVersions(a: string, b: string): number {
  const left = versionParts(a);
  const right = versionParts(b);
  for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** The releases newest first: by date, then by version number for two releases of one day. */
export function newestFirst<T extends Pick<ChangelogRelease, 'number' | 'date'>>(
  releases: readonly T[],
): T[] {
  return [...releases].sort((a, b) => b.date.localeCompare(a.date) || compareVersions(b.number, a.number));
}
