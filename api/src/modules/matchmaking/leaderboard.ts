import type { LeaderboardEntry, LeaderboardPage } from '@arena/contract';
import { type Kysely, sql } from 'kysely';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { findLadder, type MatchmakingContext } from './matchmaking-service.js';

interface RankedRow {
  position: string | number;
  user_id: string;
  game_name: string;
  tag_line: string;
  profile_image: string | null;
  points: number;
  games_played: number;
  wins: number;
  losses: number;
}

function entryOf(context: Pick<AppContext, 'assetUrl'>, row: RankedRow): LeaderboardEntry {
  return {
    position: Number(row.position),
    user: {
      id: row.user_id,
      gameName: row.game_name,
      tagLine: row.tag_line,
      profileImage: context.assetUrl(row.profile_image),
    },
    stats: {
      games_played: row.games_played,
      wins: row.wins,
      losses: row.losses,
      winRate: row.games_played > 0 ? Math.round((row.wins * 1000) / row.games_played) / 10 : 0,
      points: row.points,
    },
  };
}

/**
 * Every player of the ladder with their overall position: points, then wins, then fewer games played, then who
 * registered first (then the id, so no two share a place). The ladder's one ranking rule: the leaderboard shows
 * it and the ladder's prizes are paid by it (`ladderPrizeStandings`).
 */
function ranked(tournamentId: string) {
  return sql<RankedRow>`(
    select row_number() over (
        order by mp.points desc, mp.wins desc, mp.games_played asc, mp.registered_at asc, mp.user_id asc
      ) as position,
      mp.user_id, u.game_name, u.tag_line, u.profile_image, mp.points, mp.games_played, mp.wins, mp.losses
    from matchmaking_players mp join users u on u.id = mp.user_id
    where mp.tournament_id = ${tournamentId}
  )`;
}

/**
 * Who wins a ladder's prizes, from first place down: the leaderboard's rows in its order, leaving out the players
 * who never played a game (a registration alone wins nothing). Paid place N is the N-th of these rows, so a
 * player who never played but sits above others on the points they started with (1000) takes no place.
 *
 * @example const [first, second] = await ladderPrizeStandings(db, ladderId);
 */
export async function ladderPrizeStandings(db: Kysely<Database>, tournamentId: string): Promise<string[]> {
  const rows = (
    await sql<Pick<RankedRow, 'user_id'>>`select r.user_id from ${ranked(tournamentId)} r
      where r.games_played > 0 order by r.position`.execute(db)
  ).rows;
  return rows.map((row) => row.user_id);
}

/** One page of the ladder's leaderboard; `search` matches game names and tag lines, case-insensitively. */
export async function leaderboard(
  context: MatchmakingContext,
  tournamentId: string,
  query: { page: number; limit: number; search?: string },
): Promise<LeaderboardPage> {
  const ladder = await findLadder(context.db, tournamentId);
  const search = query.search?.trim() ?? '';
  const pattern = `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const filter = search ? sql`where r.game_name ilike ${pattern} or r.tag_line ilike ${pattern}` : sql``;
  const total = Number(
    (
      await sql<{ count: string }>`select count(*) as count from ${ranked(ladder.id)} r ${filter}`.execute(
        context.db,
      )
    ).rows[0]?.count ?? 0,
  );
  const rows = (
    await sql<RankedRow>`select * from ${ranked(ladder.id)} r ${filter}
      order by r.position limit ${query.limit} offset ${(query.page - 1) * query.limit}`.execute(context.db)
  ).rows;
  return {
    data: rows.map((row) => entryOf(context, row)),
    pagination: { total, pages: Math.ceil(total / query.limit) },
  };
}

/** The player's row of the leaderboard, or null when they are not on the ladder. */
export async function myPosition(
  context: MatchmakingContext,
  tournamentId: string,
  userId: string,
): Promise<LeaderboardEntry | null> {
  const ladder = await findLadder(context.db, tournamentId);
  const row = (
    await sql<RankedRow>`select * from ${ranked(ladder.id)} r where r.user_id = ${userId}`.execute(context.db)
  ).rows[0];
  return row ? entryOf(context, row) : null;
}
