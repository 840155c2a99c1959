import {
  RefusalReason,
  type BracketStart,
  type SeedingBody,
  type TournamentEntrant,
  type TournamentSeeding,
} from '@arena/contract';
import {
  manualOrderProblem,
  rankScore,
  seedByPoints,
  seedRandomly,
  teamSeedScore,
  teamSizeOf,
  type ManualOrderProblem,
  type SeedingMethod,
} from '@arena/contract/rules';
import { randomInt } from 'node:crypto';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import { json, type TournamentRow } from '../../db/schema.js';
import { recordStaffAction } from '../../db/staff-audit.js';
import { isPublicTournament } from '../../db/tournament-visibility.js';
import { refusal } from '../../errors.js';
import { invalidFields } from '../../http/error-handling.js';
import { cachedRanks, refreshPlayerRanks } from '../../providers/game-data/player-ranks.js';
import {
  createTournamentBracket,
  getTournamentBracket,
  inSeedingOrder,
} from '../brackets/brackets-service.js';
import type { NotificationEvent } from '../notifications/notifications-service.js';
import {
  bracketStarted,
  lockedTournament,
  type OrganizerContext,
  tellPlayers,
  tournamentRow,
} from './organizer-service.js';
import { assertCheckInClosed, assertRunningBracket, bracketStartedRefusal } from './run-guards.js';

/*
 * Seeding and starting a bracket (issue 30): once check-in has closed the organizer reads the checked-in entrants
 * with their ladder points, seeds them (by points, at random, by hand) and starts the bracket, which is drawn in
 * that order with the tournament's structure settings; registrations that did not check in are withdrawn then, and
 * their players told. Each write locks the tournament's row (so two starts, or a start and the bracket pass, go
 * one after the other) and writes its audit row in the same transaction.
 */

const RECORD_TYPE = 'tournaments';

/** Seeding by rank reads the entrants' ranks from the game-data provider first (issue 33). */
export type SeedingContext = OrganizerContext & Pick<AppContext, 'gameData' | 'log'>;

/** A registration of the tournament with what the console shows of it. */
interface EntrantRow {
  id: string;
  user_id: string;
  team_id: string | null;
  team_name: string | null;
  game_name: string;
  tag_line: string;
  created_at: Date;
  checked_in_at: Date | null;
  disqualified_at: Date | null;
}

function registrationsOf(db: Db, tournamentId: string) {
  return db
    .selectFrom('registrations')
    .innerJoin('users', 'users.id', 'registrations.user_id')
    .leftJoin('teams', 'teams.id', 'registrations.team_id')
    .select([
      'registrations.id',
      'registrations.user_id',
      'registrations.team_id',
      'teams.name as team_name',
      'users.game_name',
      'users.tag_line',
      'registrations.created_at',
      'registrations.checked_in_at',
      'registrations.disqualified_at',
    ])
    .where('registrations.tournament_id', '=', tournamentId)
    .orderBy('registrations.created_at')
    .orderBy('registrations.id');
}

/** The tournament's checked-in registrations, in registration order (disqualified ones too). */
function checkedInRegistrations(db: Db, tournamentId: string): Promise<EntrantRow[]> {
  return registrationsOf(db, tournamentId).where('registrations.status', '=', 'checked-in').execute();
}

/**
 * Ladder points (P1 §4) of each registration: a player's points on the latest started ladder of the tournament's
 * region they have an entry on; a team's, the rounded mean of its current members' who have some; null when none.
 */
async function ladderPoints(
  db: Db,
  tournament: Pick<TournamentRow, 'region'>,
  registrations: readonly EntrantRow[],
  now: Date,
): Promise<Map<string, number | null>> {
  const teamIds = [...new Set(registrations.flatMap((row) => (row.team_id ? [row.team_id] : [])))];
  const members =
    teamIds.length === 0
      ? []
      : await db
          .selectFrom('team_members')
          .select(['team_id', 'user_id'])
          .where('team_id', 'in', teamIds)
          .execute();
  const playersOf = (row: EntrantRow) =>
    row.team_id
      ? members.filter((member) => member.team_id === row.team_id).map((member) => member.user_id)
      : [row.user_id];
  const userIds = [...new Set(registrations.flatMap(playersOf))];
  const standings =
    userIds.length === 0
      ? []
      : await db
          .selectFrom('matchmaking_players')
          .innerJoin('tournaments', 'tournaments.id', 'matchmaking_players.tournament_id')
          .select(['matchmaking_players.user_id', 'matchmaking_players.points'])
          .distinctOn('matchmaking_players.user_id')
          .where('tournaments.tournament_type', '=', 'matchmaking')
          .where('tournaments.region', '=', tournament.region)
          .where('tournaments.starting_time', '<=', now)
          .where(isPublicTournament)
          .where('matchmaking_players.user_id', 'in', userIds)
          .orderBy('matchmaking_players.user_id')
          .orderBy('tournaments.starting_time', 'desc')
          .execute();
  const pointsOf = new Map(standings.map((row) => [row.user_id, row.points]));
  return new Map(
    registrations.map((row) => {
      const points = playersOf(row).flatMap((userId) => {
        const found = pointsOf.get(userId);
        return found === undefined ? [] : [found];
      });
      const mean = points.length === 0 ? null : Math.round(points.reduce((a, b) => a + b, 0) / points.length);
      return [row.id, mean];
    }),
  );
}

/** The players of each registration: the solo player, or the team's current members. */
async function playersByRegistration(
  db: Db,
  registrations: readonly EntrantRow[],
): Promise<Map<string, string[]>> {
  const teamIds = [...new Set(registrations.flatMap((row) => (row.team_id ? [row.team_id] : [])))];
  const members =
    teamIds.length === 0
      ? []
      : await db
          .selectFrom('team_members')
          .select(['team_id', 'user_id'])
          .where('team_id', 'in', teamIds)
          .execute();
  return new Map(
    registrations.map((row) => [
      row.id,
      row.team_id
        ? members.filter((member) => member.team_id === row.team_id).map((member) => member.user_id)
        : [row.user_id],
    ]),
  );
}

/**
 * Rank scores (issue 33, `rankScore`) of each registration from the cached ranks: a player's own; a team's, the
 * mean of its best members for the format's size, unranked members counting 0 (`teamSeedScore`); null when
 * nobody of it has a rank.
 */
async function rankScores(
  db: Db,
  tournament: Pick<TournamentRow, 'format'>,
  registrations: readonly EntrantRow[],
): Promise<Map<string, number | null>> {
  const players = await playersByRegistration(db, registrations);
  const ranks = await cachedRanks(db, [...players.values()].flat());
  const size = teamSizeOf(tournament.format);
  return new Map(
    registrations.map((row) => {
      const scores = (players.get(row.id) ?? []).map((userId) => {
        const rank = ranks.get(userId)?.rank;
        return rank ? rankScore(rank) : null;
      });
      return [row.id, teamSeedScore(scores, size)];
    }),
  );
}

/** How long a seeding by rank waits on the provider for the entrants' ranks; the rest keep their cached ones. */
const SEEDING_RANKS_BUDGET_MS = 20_000;
/** ...and a start, whose order does not depend on them (they are shown beside the seeds from then on). */
const START_RANKS_BUDGET_MS = 5_000;

/**
 * Reads the ranks of every checked-in player of the tournament from the provider (failures, and players past the
 * time budget, keep their cached ranks).
 */
async function refreshEntrantRanks(
  context: SeedingContext,
  tournamentId: string,
  budgetMs = SEEDING_RANKS_BUDGET_MS,
): Promise<void> {
  const registrations = await checkedInRegistrations(context.db, tournamentId);
  const players = await playersByRegistration(context.db, registrations);
  await refreshPlayerRanks(context, [...players.values()].flat(), { budgetMs });
}

function toEntrant(
  row: EntrantRow,
  seed: number | null,
  points: number | null,
  score: number | null,
): TournamentEntrant {
  return {
    registrationId: row.id,
    seed,
    name: row.team_name ?? row.game_name,
    team: row.team_id && row.team_name ? { id: row.team_id, name: row.team_name } : null,
    player: { id: row.user_id, gameName: row.game_name, tagLine: row.tag_line },
    points,
    rankScore: score,
    registeredAt: row.created_at.toISOString(),
    checkedInAt: row.checked_in_at?.toISOString() ?? null,
    disqualifiedAt: row.disqualified_at?.toISOString() ?? null,
  };
}

async function storedSeeding(db: Db, tournamentId: string) {
  return db
    .selectFrom('tournament_seedings')
    .select(['method', 'registration_ids', 'seeded_at'])
    .where('tournament_id', '=', tournamentId)
    .executeTakeFirst();
}

async function notCheckedInCount(db: Db, tournamentId: string): Promise<number> {
  const row = await db
    .selectFrom('registrations')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('tournament_id', '=', tournamentId)
    .where('status', 'in', ['pending', 'approved'])
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The checked-in entrants who may be seeded (not disqualified), in registration order. */
function seedable(rows: readonly EntrantRow[]): EntrantRow[] {
  return rows.filter((row) => !row.disqualified_at);
}

/** The entrants and their seeding, read in `db` (the write's transaction, or the database). */
async function seedingOf(db: Db, row: TournamentRow, now: Date): Promise<TournamentSeeding> {
  const stored = await storedSeeding(db, row.id);
  const base = {
    method: stored?.method ?? ('registration' as const),
    seededAt: stored?.seeded_at.toISOString() ?? null,
  };
  if (await bracketStarted(db, row.id)) {
    // The bracket's participants, in the order they were seeded (their ids follow it).
    const seated = await registrationsOf(db, row.id)
      .innerJoin('bracket_participants', 'bracket_participants.registration_id', 'registrations.id')
      .clearOrderBy()
      .orderBy('bracket_participants.id')
      .execute();
    const points = await ladderPoints(db, row, seated, now);
    const scores = await rankScores(db, row, seated);
    return {
      ...base,
      bracketStarted: true,
      entrants: seated.map((entry, index) =>
        toEntrant(entry, index + 1, points.get(entry.id) ?? null, scores.get(entry.id) ?? null),
      ),
      notCheckedIn: await notCheckedInCount(db, row.id),
    };
  }
  const checkedIn = await checkedInRegistrations(db, row.id);
  const points = await ladderPoints(db, row, checkedIn, now);
  const scores = await rankScores(db, row, checkedIn);
  const seeded = inSeedingOrder(seedable(checkedIn), stored?.registration_ids ?? null);
  const disqualified = checkedIn.filter((entry) => entry.disqualified_at);
  const entrant = (entry: EntrantRow, seed: number | null) =>
    toEntrant(entry, seed, points.get(entry.id) ?? null, scores.get(entry.id) ?? null);
  return {
    ...base,
    bracketStarted: false,
    entrants: [
      ...seeded.map((entry, index) => entrant(entry, index + 1)),
      ...disqualified.map((entry) => entrant(entry, null)),
    ],
    notCheckedIn: await notCheckedInCount(db, row.id),
  };
}

/** GET /v1/admin/tournaments/{id}/entrants: once check-in has closed, the entrants in seeding order. */
export async function getTournamentEntrants(
  context: OrganizerContext,
  tournamentId: string,
): Promise<TournamentSeeding> {
  const now = context.clock();
  const row = await tournamentRow(context.db, tournamentId);
  assertRunningBracket(row);
  assertCheckInClosed(row, now);
  return seedingOf(context.db, row, now);
}

/** The order text of a hand-made seeding's problem, for the 400 naming `order`. */
function orderProblemText(problem: ManualOrderProblem): string {
  switch (problem.kind) {
    case 'duplicate':
      return `lists ${problem.registrationId} twice`;
    case 'unknown':
      return `lists ${problem.registrationId}, which is not a checked-in entrant`;
    case 'missing':
      return `leaves out the checked-in entrant ${problem.registrationId}`;
  }
}

/** The entrants' registration ids in the order a method gives. */
async function orderBy(
  db: Db,
  row: TournamentRow,
  entrants: readonly EntrantRow[],
  body: SeedingBody,
  now: Date,
): Promise<string[]> {
  const method: SeedingMethod = body.method;
  switch (method) {
    case 'points': {
      const points = await ladderPoints(db, row, entrants, now);
      return seedByPoints(
        entrants.map((entry) => ({
          registrationId: entry.id,
          points: points.get(entry.id) ?? null,
          registeredAt: entry.created_at,
        })),
      ).map((entry) => entry.registrationId);
    }
    case 'rank': {
      // Ranks were read from the provider just before the write (`seedTournament`); the cache has them.
      const scores = await rankScores(db, row, entrants);
      return seedByPoints(
        entrants.map((entry) => ({
          registrationId: entry.id,
          points: scores.get(entry.id) ?? null,
          registeredAt: entry.created_at,
        })),
      ).map((entry) => entry.registrationId);
    }
    case 'random':
      return seedRandomly(
        entrants.map((entry) => entry.id),
        (below) => randomInt(below),
      );
    case 'manual': {
      const order = body.order ?? [];
      const problem = manualOrderProblem(
        order,
        entrants.map((entry) => entry.id),
      );
      if (problem) throw invalidFields('body', { order: orderProblemText(problem) });
      return [...order];
    }
  }
}

/**
 * PUT /v1/admin/tournaments/{id}/seeding: stores the order the method gives (by hand: every checked-in entrant
 * exactly once, else 400 naming `order`), audited as `tournament.seed` with the order before and after. Refused
 * (409) before check-in closes and once the bracket has started.
 */
export async function seedTournament(
  context: SeedingContext,
  staffId: string,
  tournamentId: string,
  body: SeedingBody,
): Promise<TournamentSeeding> {
  const now = context.clock();
  if (body.method === 'rank') {
    // Before the row lock: the provider's reads may take seconds, and a failed one keeps the cached rank.
    const row = await tournamentRow(context.db, tournamentId);
    assertRunningBracket(row);
    assertCheckInClosed(row, now);
    await refreshEntrantRanks(context, row.id);
  }
  return lockedTournament(context, tournamentId, async (trx, row) => {
    assertRunningBracket(row);
    assertCheckInClosed(row, now);
    if (await bracketStarted(trx, row.id)) throw bracketStartedRefusal();
    const entrants = seedable(await checkedInRegistrations(trx, row.id));
    const previous = await storedSeeding(trx, row.id);
    const order = await orderBy(trx, row, entrants, body, now);
    await trx
      .insertInto('tournament_seedings')
      .values({
        tournament_id: row.id,
        method: body.method,
        registration_ids: json(order),
        seeded_by: staffId,
        seeded_at: now,
      })
      .onConflict((conflict) =>
        conflict.column('tournament_id').doUpdateSet({
          method: body.method,
          registration_ids: json(order),
          seeded_by: staffId,
          seeded_at: now,
        }),
      )
      .execute();
    await recordStaffAction(trx, {
      staffId,
      action: 'tournament.seed',
      record: { type: RECORD_TYPE, id: row.id },
      before: {
        method: previous?.method ?? 'registration',
        order: inSeedingOrder(entrants, previous?.registration_ids ?? null).map((entry) => entry.id),
      },
      after: { method: body.method, order },
      at: now,
    });
    return seedingOf(trx, row, now);
  });
}

/** The players of a registration: the solo player, or every current member of the team. */
async function playersOfRegistrations(db: Db, rows: readonly EntrantRow[]): Promise<string[]> {
  const teamIds = rows.flatMap((row) => (row.team_id ? [row.team_id] : []));
  const members =
    teamIds.length === 0
      ? []
      : await db.selectFrom('team_members').select('user_id').where('team_id', 'in', teamIds).execute();
  return [
    ...new Set([
      ...rows.filter((row) => !row.team_id).map((row) => row.user_id),
      ...members.map((row) => row.user_id),
    ]),
  ];
}

/**
 * POST /v1/admin/tournaments/{id}/start: draws the bracket from the stored seeding (registration order if none)
 * with the structure's settings, withdraws the registrations that did not check in and tells their players,
 * audited as `tournament.start`. Refused (409) before check-in closes, with fewer than two entrants, and when the
 * bracket exists already (a second start, or the bracket pass of a tournament made before the console).
 */
export async function startTournament(
  context: SeedingContext,
  staffId: string,
  tournamentId: string,
): Promise<BracketStart> {
  const now = context.clock();
  // The entrants' ranks are read before the bracket is drawn (issue 33), outside the row lock; the console shows
  // them beside the seeds from then on. Nothing here refuses: the checks are the locked write's.
  const unlocked = await tournamentRow(context.db, tournamentId);
  if (unlocked.tournament_type === 'bracket' && !(await bracketStarted(context.db, unlocked.id))) {
    await refreshEntrantRanks(context, unlocked.id, START_RANKS_BUDGET_MS);
  }
  let tell: { players: string[]; event: NotificationEvent } | null = null;
  const started = await lockedTournament(context, tournamentId, async (trx, row) => {
    assertRunningBracket(row);
    assertCheckInClosed(row, now);
    if (await bracketStarted(trx, row.id)) throw bracketStartedRefusal();
    const entrants = seedable(await checkedInRegistrations(trx, row.id));
    if (entrants.length < 2) {
      throw refusal('conflict', 'Fewer than two entrants checked in', {
        reason: RefusalReason.notEnoughEntrants,
        entrants: entrants.length,
      });
    }
    const seeding = await storedSeeding(trx, row.id);
    const absent = await registrationsOf(trx, row.id)
      .where('registrations.status', 'in', ['pending', 'approved'])
      .execute();
    const players = await playersOfRegistrations(trx, absent);
    if (absent.length > 0) {
      await trx
        .deleteFrom('registrations')
        .where(
          'id',
          'in',
          absent.map((entry) => entry.id),
        )
        .execute();
    }
    if (!(await createTournamentBracket(trx, row.id))) throw bracketStartedRefusal();
    const bracket = await getTournamentBracket(trx, row.id);
    const order = inSeedingOrder(entrants, seeding?.registration_ids ?? null).map((entry) => entry.id);
    const dropped = absent.map((entry) => ({
      registrationId: entry.id,
      name: entry.team_name ?? entry.game_name,
    }));
    await recordStaffAction(trx, {
      staffId,
      action: 'tournament.start',
      record: { type: RECORD_TYPE, id: row.id },
      before: {
        bracket_started: false,
        registrations: [...entrants, ...absent].map((entry) => entry.id),
      },
      after: {
        bracket_started: true,
        format: bracket.type,
        seeding: { method: seeding?.method ?? 'registration', order },
        dropped: dropped.map((entry) => entry.registrationId),
      },
      at: now,
    });
    if (players.length > 0) {
      tell = { players, event: { kind: 'registration_dropped', tournamentId: row.id } };
    }
    return { bracket, entrants: entrants.length, dropped };
  });
  await tellPlayers(context, tell);
  return started;
}
