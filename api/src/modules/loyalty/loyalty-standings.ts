import type { LoyaltyLeaderboardEntry } from '@arena/contract';
import { sql } from 'kysely';
import type { AssetUrl } from '../../context.js';
import type { Db } from '../../db/database.js';

/**
 * The leaderboard read from its indexes (migration 0017): `loyalty_totals`, one row per player kept by triggers
 * in every ledger writer's transaction, and `loyalty_points_histogram`, how many ranked players hold each total.
 *
 * The order is the one of `rankLoyaltyTotals`: points descending, ties by who reached the total first, then by
 * user id; equal points share a rank (1, 1, 3). A player's rank is 1 + the ranked players with more points, a
 * sum over the histogram's distinct totals (a few thousand at most), never a count of players; a page starts by
 * finding in the histogram the total that holds its first row and skipping only within that tie group, then
 * reads `limit` rows from the order index. A search reads the trigram index of the lower-cased
 * `game name#tag line`. Every answer is one statement, so rows, ranks and totals come from one snapshot of the
 * ledger: live, with no cache and no background rebuild.
 */

interface EntryRow {
  id: string;
  game_name: string;
  tag_line: string;
  profile_image: string | null;
  points: number;
  rank: number;
}

interface BoardRow {
  total: number;
  rows: EntryRow[] | null;
}

const entryOf =
  (assetUrl: AssetUrl) =>
  (row: EntryRow): LoyaltyLeaderboardEntry => ({
    rank: Number(row.rank),
    user: {
      id: row.id,
      gameName: row.game_name,
      tagLine: row.tag_line,
      profileImage: assetUrl(row.profile_image),
    },
    loyaltyPoints: Number(row.points),
  });

/** The ranked players with more points than `points` (histogram rows above it), plus one. */
const rankOf = (points: unknown) =>
  sql`(select coalesce(sum(players), 0)::int + 1 from loyalty_points_histogram where points > ${points})`;

/** The caller's own row (null when they are not ranked): a primary-key read and a sum over the histogram. */
export async function readOwnEntry(
  db: Db,
  assetUrl: AssetUrl,
  userId: string,
): Promise<LoyaltyLeaderboardEntry | null> {
  const { rows } = await sql<EntryRow>`
    select totals.user_id as id, totals.points, ${rankOf(sql.ref('totals.points'))} as rank,
      users.game_name, users.tag_line, users.profile_image
    from loyalty_totals totals join users on users.id = totals.user_id
    where totals.user_id = ${userId}::uuid and totals.ranked`.execute(db);
  return rows.length > 0 ? entryOf(assetUrl)(rows[0]) : null;
}

export interface LeaderboardQuery {
  page: number;
  limit: number;
  /** Matched case-insensitively (the database's `lower`, as for the indexed key); empty for the whole ranking. */
  search: string;
}

export interface LeaderboardPage {
  data: LoyaltyLeaderboardEntry[];
  total: number;
}

/** `term` as a LIKE pattern matching it anywhere (its own `%`, `_` and `\` taken literally). */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** A page of the ranking, or of a search in it (rows keep their global rank), with the number of rows in all. */
export async function readLeaderboardPage(
  db: Db,
  assetUrl: AssetUrl,
  query: LeaderboardQuery,
): Promise<LeaderboardPage> {
  const offset = (query.page - 1) * query.limit;
  const histogram = sql`histogram as (
    select points, players, (sum(players) over (order by points desc) - players)::int as above
    from loyalty_points_histogram where players > 0
  )`;
  const page = query.search
    ? sql`matches as materialized (
        select user_id, points, reached_at from loyalty_totals
        where ranked and search_key like lower(${containsPattern(query.search)})
      ), page as (
        select user_id as id, points, reached_at from matches
        order by points desc, reached_at, user_id offset ${offset} limit ${query.limit}
      ), total as (select count(*)::int as total from matches)`
    : sql`start as (
        select points, above from histogram where above + players > ${offset} order by points desc limit 1
      ), page as (
        select ordered.user_id as id, ordered.points, ordered.reached_at
        from start cross join lateral (
          select user_id, points, reached_at from loyalty_totals
          where ranked and points <= start.points
          order by points desc, reached_at, user_id
          offset ${offset} - start.above limit ${query.limit}
        ) ordered
      ), total as (select coalesce(sum(players), 0)::int as total from histogram)`;
  const { rows } = await sql<BoardRow>`
    with ${histogram}, ${page}
    select
      (select total from total) as total,
      (select json_agg(json_build_object('id', page.id, 'points', page.points, 'rank', histogram.above + 1,
          'game_name', users.game_name, 'tag_line', users.tag_line, 'profile_image', users.profile_image)
          order by page.points desc, page.reached_at, page.id)
        from page join histogram on histogram.points = page.points join users on users.id = page.id) as rows
  `.execute(db);
  const [board] = rows;
  return { data: (board.rows ?? []).map(entryOf(assetUrl)), total: Number(board.total) };
}
