/**
 * What `fault-kill.ts` writes into: tournaments and ladder matches added next to the seed (written straight into
 * the database between the first start, which migrated and seeded it, and the start the workload runs against).
 *
 * - Registration tournaments: copies of the seeded 1vs1 `newcomers-cup` whose registration is open now; every
 *   signed-in player may register once in each.
 * - Check-in tournaments: copies whose check-in window is open now, every player registered (approved) and not
 *   checked in yet.
 * - Ladders: copies of the seeded ladder `arena-matchmaking-season` with every player in it and one open match
 *   per pair of players (and its seats), as a pairing pass leaves them; each player reports the winner and a
 *   screenshot, and the two players of a match chat in its room.
 */
import { sql } from 'kysely';
import type { Db } from '../src/db/database.js';

export interface FixtureMatch {
  id: string;
  tournamentId: string;
  player1Id: string;
  player2Id: string;
}

export interface LadderStats {
  games_played: number;
  wins: number;
  losses: number;
}

export interface Fixtures {
  /** The players who may write (neither banned nor deactivated). */
  players: string[];
  registrationTournaments: string[];
  checkInTournaments: string[];
  ladders: string[];
  matches: FixtureMatch[];
  /** Ladder standing of each `${ladderId}:${userId}` before the workload. */
  statsBefore: Map<string, LadderStats>;
}

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Copies a seeded tournament (every column but its identity and the schedule overrides) under a new slug. */
async function copyTournament(
  db: Db,
  fromSlug: string,
  slug: string,
  overrides: Record<string, unknown>,
): Promise<string> {
  const skipped = new Set(['id', 'slug', 'created_at', 'updated_at', ...Object.keys(overrides)]);
  const { rows } = await sql<{ column_name: string }>`
    select column_name from information_schema.columns
    where table_schema = current_schema() and table_name = 'tournaments'
    order by ordinal_position`.execute(db);
  const copied = rows.map((row) => row.column_name).filter((column) => !skipped.has(column));
  const names = ['slug', ...Object.keys(overrides), ...copied];
  const values = [
    sql`${slug}`,
    ...Object.values(overrides).map((value) => sql`${value}`),
    ...copied.map((column) => sql.ref(column)),
  ];
  const inserted = await sql<{ id: string }>`
    insert into tournaments (${sql.join(names.map((name) => sql.ref(name)))})
    select ${sql.join(values)} from tournaments where slug = ${fromSlug}
    returning id`.execute(db);
  const id = inserted.rows[0]?.id;
  if (!id) throw new Error(`No seeded tournament ${fromSlug} to copy`);
  return id;
}

export async function createFixtures(
  db: Db,
  runId: string,
  counts: { registrationTournaments: number; checkInTournaments: number; ladders: number },
): Promise<Fixtures> {
  const now = new Date();
  const at = (offset: number) => new Date(now.getTime() + offset);
  const players = (
    await db
      .selectFrom('users')
      .select('id')
      .where('banned_at', 'is', null)
      .where('deactivated_at', 'is', null)
      .orderBy('id')
      .execute()
  ).map((row) => row.id);

  const registrationTournaments: string[] = [];
  for (let index = 0; index < counts.registrationTournaments; index += 1) {
    registrationTournaments.push(
      await copyTournament(db, 'newcomers-cup', `fault-${runId}-registration-${index}`, {
        registration_open: true,
        registration_start_time: at(-DAY),
        registration_closed_time: at(5 * DAY),
        checking_time: at(6 * DAY),
        starting_time: at(6 * DAY + HOUR),
        ends_at: at(6 * DAY + 6 * HOUR),
      }),
    );
  }

  const checkInTournaments: string[] = [];
  for (let index = 0; index < counts.checkInTournaments; index += 1) {
    const id = await copyTournament(db, 'newcomers-cup', `fault-${runId}-check-in-${index}`, {
      registration_open: true,
      registration_start_time: at(-3 * DAY),
      registration_closed_time: at(-DAY),
      checking_time: at(-HOUR),
      starting_time: at(3 * HOUR),
      ends_at: at(8 * HOUR),
    });
    checkInTournaments.push(id);
    await db
      .insertInto('registrations')
      .values(
        players.map((userId) => ({
          tournament_id: id,
          user_id: userId,
          team_id: null,
          status: 'approved' as const,
          checked_in_at: null,
          created_at: at(-2 * DAY),
        })),
      )
      .execute();
  }

  const ladders: string[] = [];
  const matches: FixtureMatch[] = [];
  const statsBefore = new Map<string, LadderStats>();
  for (let index = 0; index < counts.ladders; index += 1) {
    const ladder = await copyTournament(db, 'arena-matchmaking-season', `fault-${runId}-ladder-${index}`, {});
    ladders.push(ladder);
    await db
      .insertInto('matchmaking_players')
      .values(
        players.map((userId, position) => {
          const gamesPlayed = position % 5;
          const wins = Math.min(gamesPlayed, position % 3);
          return {
            tournament_id: ladder,
            user_id: userId,
            points: 1000 + position * 7,
            games_played: gamesPlayed,
            wins,
            losses: gamesPlayed - wins,
            last_search_at: null,
            registered_at: at(-DAY),
          };
        }),
      )
      .execute();
    const standing = await db
      .selectFrom('matchmaking_players')
      .select(['user_id', 'points', 'games_played', 'wins', 'losses'])
      .where('tournament_id', '=', ladder)
      .execute();
    for (const row of standing) {
      statsBefore.set(`${ladder}:${row.user_id}`, {
        games_played: row.games_played,
        wins: row.wins,
        losses: row.losses,
      });
    }
    const pointsOf = new Map(standing.map((row) => [row.user_id, row.points]));
    // Pairs shift by ladder so the same two players do not always meet.
    const order = players.map((_, position) => players[(position * (2 * index + 1)) % players.length]);
    const unique = [...new Set(order)].length === players.length ? order : players;
    for (let pair = 0; pair + 1 < unique.length; pair += 2) {
      const [player1Id, player2Id] = [unique[pair], unique[pair + 1]];
      const match = await db
        .insertInto('matchmaking_matches')
        .values({
          tournament_id: ladder,
          player1_id: player1Id,
          player2_id: player2Id,
          player1_points: pointsOf.get(player1Id) ?? 1000,
          player2_points: pointsOf.get(player2Id) ?? 1000,
          tournament_code: `FAULT-${runId}-${index}-${pair / 2}`.toUpperCase(),
          created_at: at(-10 * 60 * 1000),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('matchmaking_seats')
        .values([
          { tournament_id: ladder, user_id: player1Id, match_id: match.id },
          { tournament_id: ladder, user_id: player2Id, match_id: match.id },
        ])
        .execute();
      matches.push({ id: match.id, tournamentId: ladder, player1Id, player2Id });
    }
  }
  return { players, registrationTournaments, checkInTournaments, ladders, matches, statsBefore };
}
