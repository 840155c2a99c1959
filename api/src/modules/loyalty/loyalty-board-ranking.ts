import type { LoyaltyLeaderboardEntry } from '@arena/contract';
import type { AssetUrl } from '../../context.js';

/*
 * The board's ranking: its rows sorted by `compareRows` (points descending, then who reached the total first, then
 * user id), found by binary search, and the entries a page answers with (`loyalty-board.ts`).
 */

/** A ranked player as the board keeps them. */
export interface BoardRow {
  userId: string;
  points: number;
  /** When the player reached the total, in microseconds since the epoch (Infinity when unknown: last). */
  reachedAt: number;
  gameName: string;
  tagLine: string;
  profileImage: string | null;
  /** Lower-cased `game name#tag line`, what a search matches. */
  key: string;
}

export function compareRows(a: BoardRow, b: BoardRow): number {
  return (
    b.points - a.points ||
    (a.reachedAt === b.reachedAt ? 0 : a.reachedAt < b.reachedAt ? -1 : 1) ||
    (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0)
  );
}

export function boardRow(
  userId: string,
  points: number,
  reachedAt: number | string | null,
  gameName: string,
  tagLine: string,
  profileImage: string | null,
): BoardRow {
  return {
    userId,
    points: Number(points),
    reachedAt: reachedAt === null ? Infinity : Number(reachedAt),
    gameName,
    tagLine,
    profileImage,
    key: `${gameName}#${tagLine}`.toLowerCase(),
  };
}

/** The first index in `rows` whose row does not come before `row` (rows sorted by `compareRows`). */
export function lowerBound(rows: readonly BoardRow[], row: BoardRow): number {
  let low = 0;
  let high = rows.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compareRows(rows[middle], row) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The rank of `points` in `rows`: 1 + the index of the first row with at most those points. */
export function rankIn(rows: readonly BoardRow[], points: number): number {
  let low = 0;
  let high = rows.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (rows[middle].points > points) low = middle + 1;
    else high = middle;
  }
  return low + 1;
}

/** Where `row` (the very object) is in `rows`, sorted by `compareRows`; -1 when absent. */
export function indexOfRow(rows: readonly BoardRow[], row: BoardRow): number {
  const at = lowerBound(rows, row);
  return rows[at] === row ? at : rows.indexOf(row);
}

/** The `count` first of `rows` in leaderboard order (one comparison for most rows: a bounded sorted insert). */
export function firstInOrder(rows: readonly BoardRow[], count: number): BoardRow[] {
  const best: BoardRow[] = [];
  if (count <= 0) return best;
  for (const row of rows) {
    if (best.length === count && compareRows(row, best[count - 1]) >= 0) continue;
    best.splice(lowerBound(best, row), 0, row);
    if (best.length > count) best.pop();
  }
  return best;
}

/** A leaderboard entry of `row` at `rank`. */
export function entry(assetUrl: AssetUrl, row: BoardRow, rank: number): LoyaltyLeaderboardEntry {
  return {
    rank,
    user: {
      id: row.userId,
      gameName: row.gameName,
      tagLine: row.tagLine,
      profileImage: assetUrl(row.profileImage),
    },
    loyaltyPoints: row.points,
  };
}
