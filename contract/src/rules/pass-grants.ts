/**
 * Staff grants and revocations of XP and loyalty points (issue 31, `/staff/pass`): one ledger row with a reason, of
 * either sign, never taking a player's total below zero. The API enforces these bounds; the form checks them first.
 */
export const PASS_GRANT_LIMITS = {
  /** The most XP or loyalty points one grant gives or takes. */
  amount: 100_000,
  /** The longest reason. */
  reason: 300,
} as const;

/** A player's ledger totals a grant changes. */
export interface GrantTotals {
  totalXP: number;
  loyaltyPoints: number;
}

/**
 * The totals after a grant of `xp` and `points` (negative: a revocation), and which of them would fall below zero
 * (an empty list when the grant may go ahead).
 *
 * @example totalsAfterGrant({ totalXP: 100, loyaltyPoints: 20 }, { xp: -150, points: 5 })
 *   // { totalXP: -50, loyaltyPoints: 25, belowZero: ['xp'] }
 */
export function totalsAfterGrant(
  totals: GrantTotals,
  grant: { xp: number; points: number },
): GrantTotals & { belowZero: ('xp' | 'points')[] } {
  const totalXP = totals.totalXP + grant.xp;
  const loyaltyPoints = totals.loyaltyPoints + grant.points;
  const belowZero: ('xp' | 'points')[] = [];
  if (totalXP < 0) belowZero.push('xp');
  if (loyaltyPoints < 0) belowZero.push('points');
  return { totalXP, loyaltyPoints, belowZero };
}
