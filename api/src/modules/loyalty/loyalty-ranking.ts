import type { LoyaltyLeaderboardEntry } from '@arena/contract';

/** A player's loyalty total from the ledger, with what the leaderboard shows of them. */
export interface LoyaltyTotal {
  userId: string;
  gameName: string;
  tagLine: string;
  profileImage: string | null;
  loyaltyPoints: number;
  /** When the player reached the total (their latest gain); breaks ties. */
  reachedAt: number;
}

/**
 * The leaderboard order (P2 §8), as a plain function over every total: the rule the indexed reads of
 * `loyalty-standings.ts` must agree with (their tests compare both over the whole ledger). The route never calls it.
 * Points descending, positions from 1. Equal points share a rank (competition ranking: 1, 1, 3) and are listed
 * by who reached the total first, then by user id, so the order is stable. Players without points are left out.
 */
export function rankLoyaltyTotals(totals: readonly LoyaltyTotal[]): LoyaltyLeaderboardEntry[] {
  const ordered = totals
    .filter((total) => total.loyaltyPoints > 0)
    .sort(
      (a, b) =>
        b.loyaltyPoints - a.loyaltyPoints ||
        a.reachedAt - b.reachedAt ||
        (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0),
    );
  let rank = 0;
  return ordered.map((total, index) => {
    if (index === 0 || ordered[index - 1].loyaltyPoints !== total.loyaltyPoints) rank = index + 1;
    return {
      rank,
      user: {
        id: total.userId,
        gameName: total.gameName,
        tagLine: total.tagLine,
        profileImage: total.profileImage,
      },
      loyaltyPoints: total.loyaltyPoints,
    };
  });
}

/** A page (from 1) of `entries`, with the pagination the contract answers. */
export function pageOf<T>(entries: readonly T[], page: number, limit: number) {
  const total = entries.length;
  return {
    data: entries.slice((page - 1) * limit, page * limit),
    pagination: { page, limit, total, pages: Math.ceil(total / limit) },
  };
}
