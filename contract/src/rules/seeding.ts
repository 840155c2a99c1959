import { type Instant, instantMs } from './instant.js';

/**
 * How an organizer seeds a bracket (issue 30): by ladder points, at random, by hand, or by the players' ranks from
 * the publisher (issue 33, `ranks` rules). A bracket that was never seeded is drawn in registration order.
 */
export const SEEDING_METHODS = ['points', 'random', 'manual', 'rank'] as const;
export type SeedingMethod = (typeof SEEDING_METHODS)[number];

/** What seeding reads of an entrant: its registration, its ladder points (null: none), when it registered. */
export interface SeedingEntrant {
  registrationId: string;
  points: number | null;
  registeredAt: Instant;
}

/** Registration order: the earlier registration first (the id breaks a tie, as the bracket pass does). */
export function byRegistration(a: SeedingEntrant, b: SeedingEntrant): number {
  return (
    instantMs(a.registeredAt) - instantMs(b.registeredAt) ||
    (a.registrationId < b.registrationId ? -1 : a.registrationId > b.registrationId ? 1 : 0)
  );
}

/**
 * Seeded by ladder points, the most first; entrants with equal points, and those without any (after everyone
 * with points), keep registration order.
 *
 * @example seedByPoints([{ registrationId: 'a', points: null, ... }, { registrationId: 'b', points: 1040, ... }]) // b, a
 */
export function seedByPoints<T extends SeedingEntrant>(entrants: readonly T[]): T[] {
  return [...entrants].sort((a, b) => {
    if (a.points !== b.points) {
      if (a.points === null) return 1;
      if (b.points === null) return -1;
      return b.points - a.points;
    }
    return byRegistration(a, b);
  });
}

/**
 * A random seeding (Fisher–Yates): `randomInt(n)` answers a whole number in [0, n) — the API passes
 * `crypto.randomInt`, a test a fixed sequence.
 */
export function seedRandomly<T>(entrants: readonly T[], randomInt: (below: number) => number): T[] {
  const order = [...entrants];
  for (let index = order.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [order[index], order[other]] = [order[other], order[index]];
  }
  return order;
}

/** Why a hand-made order is not a seeding of the entrants. */
export type ManualOrderProblem =
  | { kind: 'duplicate'; registrationId: string }
  | { kind: 'unknown'; registrationId: string }
  | { kind: 'missing'; registrationId: string };

/**
 * The first problem of a hand-made seeding, or null when it lists every entrant exactly once and nothing else: a
 * registration listed twice, one that is not an entrant, or an entrant left out.
 */
export function manualOrderProblem(
  order: readonly string[],
  entrantIds: readonly string[],
): ManualOrderProblem | null {
  const entrants = new Set(entrantIds);
  const seen = new Set<string>();
  for (const registrationId of order) {
    if (seen.has(registrationId)) return { kind: 'duplicate', registrationId };
    if (!entrants.has(registrationId)) return { kind: 'unknown', registrationId };
    seen.add(registrationId);
  }
  const missing = entrantIds.find((registrationId) => !seen.has(registrationId));
  return missing === undefined ? null : { kind: 'missing', registrationId: missing };
}
